import { site } from '@/content/site';
import { LEGAL_UPDATED, type LegalDoc } from './types';

export const terms: LegalDoc = {
  title: 'Terms and Conditions',
  updated: LEGAL_UPDATED,
  intro: `These terms apply to your use of this website, operated by ${site.name} of ${site.address.label}. By using the site you accept them. They do not cover software projects we deliver for clients: those are governed by the written agreement signed for each project.`,
  sections: [
    {
      id: 'use-of-the-site',
      heading: 'Using this website',
      blocks: [
        'You may browse the site, share links to it and contact us through it for any lawful purpose. You agree not to:',
        {
          list: [
            'send messages that are unlawful, abusive, fraudulent or that impersonate someone else;',
            'probe, scan or test the vulnerability of the site, or bypass its rate limits or other security measures, except through responsible disclosure as described below;',
            'use automated tools to submit forms, scrape the site at a rate that degrades it, or send bulk or unsolicited messages through it;',
            'introduce malware or interfere with the site working for other visitors.',
          ],
        },
        `If you find a security issue, please report it privately to ${site.email}. We will not take action against good-faith research that avoids harm to data and to other visitors.`,
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        `The text, graphics, logos, illustrations and code of this site belong to ${site.name} or are used with permission. You may quote short extracts with a link back to the page. Any other copying, adaptation or commercial use needs our written permission.`,
        'Our [Brand Policy](/brand-policy) explains how you may refer to our name and use our logo.',
      ],
    },
    {
      id: 'no-warranty',
      heading: 'Information on the site',
      blocks: [
        'We write our articles, FAQ answers and service descriptions carefully, but they are general information, not professional advice for your situation. Prices, timelines and product launch dates shown on the site are indicative and only become binding in a written proposal or agreement.',
        'The site is provided "as is". We do not guarantee that it will always be available, uninterrupted or free of errors, and we may change or remove content at any time without notice.',
        'Answers from the chat assistant are generated automatically from our published content and may be incomplete or wrong. Please confirm anything important with our team before relying on it.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        `To the extent the law allows, ${site.name} is not liable for any indirect or consequential loss, or for loss of profit, revenue, data or business opportunity, arising from your use of this website or from relying on its content.`,
        'Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      blocks: [
        'The site links to services run by others, including WhatsApp, LinkedIn and our other social media pages, our scheduling page for booking a consultation, and Google Maps. We do not control those services and are not responsible for their content, availability or privacy practices. Their own terms and privacy policies apply when you use them.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        'How we handle the personal data you send us through this site is explained in our [Privacy Policy](/privacy-policy).',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the site after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of Kenya. Any dispute that we cannot resolve together in good faith will be decided by the courts of Kenya, sitting in Nairobi.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `Questions about these terms: email ${site.email} or call ${site.phone}. Our office is in ${site.address.street}, ${site.address.label}.`,
      ],
    },
  ],
};
