import { site } from '@/content/site';
import { privacyCollection } from './privacy-collection';
import { LEGAL_UPDATED, type LegalDoc } from './types';

export const privacy: LegalDoc = {
  title: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro: `${site.name} (“we”, “us”) is the data controller for personal data collected through this website. This policy explains, in plain language, what we collect, why, how long we keep it and the rights you have under the Kenya Data Protection Act 2019 and, for visitors in the European Union, the GDPR.`,
  sections: [
    ...privacyCollection,
    {
      id: 'processors',
      heading: 'Who processes your data for us',
      blocks: [
        'We use a small number of service providers (data processors) who act only on our instructions and under contracts that require them to protect your data:',
        {
          list: [
            'our hosting provider, which runs the website and its database;',
            'our email provider, which delivers contact form messages to our team and newsletters to subscribers;',
            'an AI provider, only if one is configured for the chat assistant (see above).',
          ],
        },
        'Google acts as an independent controller for the map it shows on /maps.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        'Some of these providers store or process data outside Kenya, for example in the European Union or the United States. When that happens we rely on the safeguards the Kenya Data Protection Act 2019 requires, such as the provider’s contractual commitments and appropriate security measures, and we choose providers that offer them.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        'All traffic to the site is encrypted with HTTPS. Access to stored messages and subscriber lists is limited to the staff who need it, protected by strong authentication, and logged. We keep the software up to date, and we keep only the data described in this policy for only as long as stated.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Under the Kenya Data Protection Act 2019 you have the right to:',
        {
          list: [
            'be informed of how your personal data is used (this policy);',
            'access the personal data we hold about you;',
            'have inaccurate or misleading data corrected;',
            'have your data deleted (erasure);',
            'object to processing, including withdrawing consent at any time;',
            'receive your data in a portable, machine-readable format;',
            'complain to the Office of the Data Protection Commissioner (ODPC): https://www.odpc.go.ke.',
          ],
        },
        'If you are in the European Union, the GDPR gives you equivalent rights, including the right to restrict processing and to complain to your local data protection authority.',
      ],
    },
    {
      id: 'exercise-rights',
      heading: 'How to exercise your rights',
      blocks: [
        `Email ${site.email} with the subject “Data request” and tell us what you would like us to do. We may ask you to confirm that the email address is yours before we act. We acknowledge every request within 7 days and complete it within the time limits of the Data Protection (General) Regulations, 2021, free of charge. If we cannot do what you ask, for example because the law requires us to keep a record, we will tell you why.`,
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'This website is meant for businesses and is not directed at children. We do not knowingly collect personal data from anyone under 18.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If what we collect or how we use it changes, we will update this page and its date before the change takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        `${site.name}, ${site.address.street}, ${site.address.label}. Email ${site.email}, phone ${site.phone}.`,
      ],
    },
  ],
};
