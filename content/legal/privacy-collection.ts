import { site } from '@/content/site';
import type { LegalSection } from './types';

/** What this site collects, why, and for how long: each item matches what the code does. */
export const privacyCollection: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect and why',
    blocks: [
      'We collect only what we need to answer you and to keep the site working. There are no accounts on this site, no advertising trackers and no analytics cookies.',
    ],
  },
  {
    id: 'contact-form',
    heading: 'Messages from the contact form',
    blocks: [
      'When you send the contact form we receive your name, email address, subject and message. We store them in our database and email them to our team so the right person can reply.',
      {
        list: [
          'Why: to answer your enquiry and, if you ask, to prepare a proposal.',
          'Legal basis: your consent when you send the message, and steps you ask us to take before a possible contract.',
          'How long: as long as we need for your enquiry, then at most 24 months, after which we delete it. If you become a client, project correspondence is kept under the project agreement.',
        ],
      },
    ],
  },
  {
    id: 'newsletter',
    heading: 'Newsletter sign-ups',
    blocks: [
      'If you subscribe to our newsletter we store your name and email address.',
      {
        list: [
          'Why: to send you occasional articles and company news.',
          'Legal basis: your consent.',
          `How long: until you unsubscribe, using the link in any newsletter or by emailing ${site.email}. We then delete your details.`,
        ],
      },
    ],
  },
  {
    id: 'click-events',
    heading: 'Click events',
    blocks: [
      'To learn which parts of the site are useful, the site records clicks: the clicked element’s tag name, class and id, the page path and the time. We do not record your IP address, your browser’s user agent or anything you type, and a click event cannot be linked back to you.',
      {
        list: [
          'If your browser sends the Global Privacy Control signal, no click events are recorded at all.',
          'Legal basis: our legitimate interest in improving the site, with no identifying data.',
          'How long: click events are deleted after 90 days.',
        ],
      },
    ],
  },
  {
    id: 'rate-limiting',
    heading: 'Protection against abuse',
    blocks: [
      'To stop spam and automated attacks, the forms, chat and click logging are rate limited. For this we keep a salted hash of your IP address together with a request count. The raw IP address is never stored, the hash cannot be turned back into it, and each entry expires within about a day.',
      'Legal basis: our legitimate interest in keeping the site secure and available.',
    ],
  },
  {
    id: 'chat',
    heading: 'The chat assistant',
    blocks: [
      'Messages you type into the chat assistant are processed to generate an answer and are not stored by us. If we have configured an external AI provider, your message is sent to that provider to generate the answer, under its terms for business customers. Please do not type sensitive personal information into the chat.',
    ],
  },
  {
    id: 'maps',
    heading: 'Google Maps on the Locate Us page',
    blocks: [
      'The map on /maps is provided by Google. Google’s script loads only when you visit that page, never on the others. When it loads, Google receives your IP address and may set cookies or collect data about your use of the map under its own policy: https://policies.google.com/privacy. If you prefer not to load it, the page also shows our address and a plain link to Google Maps.',
    ],
  },
  {
    id: 'no-selling',
    heading: 'What we never do',
    blocks: [
      {
        list: [
          'We do not sell, rent or trade your personal data.',
          'We do not use advertising trackers, tracking pixels or cross-site cookies.',
          'We do not make automated decisions about you that have legal or similarly significant effects.',
        ],
      },
    ],
  },
];
