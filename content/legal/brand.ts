import { site } from '@/content/site';
import { LEGAL_UPDATED, type LegalDoc } from './types';

export const brand: LegalDoc = {
  title: 'Brand Policy',
  updated: LEGAL_UPDATED,
  intro: `Our name and logo stand for the work our team puts in for every client. This policy explains how partners, clients, journalists and event organisers may use the ${site.name} name and logo, and what needs our permission first.`,
  sections: [
    {
      id: 'our-marks',
      heading: 'Our name and logo',
      blocks: [
        `Our brand assets are the name “${site.name}”, the short name “${site.shortName}”, the mountain-peak logo, our tagline “${site.tagline}” and the colours below. They belong to ${site.name}.`,
        'Write the name exactly as shown here, in full the first time you mention us, with no abbreviation other than the short name. Do not translate it or turn it into a verb.',
      ],
    },
    {
      id: 'allowed',
      heading: 'What you may do without asking',
      blocks: [
        {
          list: [
            'Mention us by name in an accurate, fair way, for example in news coverage, a review or a list of technology companies in Nairobi.',
            `Say that we built or support your product if we did, for example “Built by ${site.name}”, linking to our website.`,
            'Show our logo in a client or partner list if we have a current written agreement with you.',
            'Use the logo unchanged, from files we supply, with clear space around it at least the height of the peak on every side.',
          ],
        },
      ],
    },
    {
      id: 'not-allowed',
      heading: 'What you may not do',
      blocks: [
        {
          list: [
            'Stretch, recolour, rotate, outline, animate or add effects to the logo, or rebuild it from a screenshot.',
            'Combine our name or logo with your own into a new mark, or use it in your company, product, app or domain name.',
            'Suggest that we endorse, sponsor or partner with you, your product or your event when we do not.',
            'Use our name or logo on merchandise, in advertising or in search engine keywords without written permission.',
            'Use our brand in connection with anything unlawful, misleading, or offensive.',
          ],
        },
      ],
    },
    {
      id: 'colours',
      heading: 'Colours and type',
      blocks: [
        'When you show our logo on your materials, use it in one of these colours, or in white on a dark background:',
        {
          list: [
            `${site.shortName} Blue #1651D0: the logo mark and links.`,
            'Night Navy #0B1F3A: backgrounds and headings.',
            'Summit Amber #F5A524: the peak of the logo and highlights, never for body text.',
          ],
        },
        'Our website is set in the reader’s own system typeface (San Francisco on Apple devices, Roboto on Android, Segoe UI on Windows), so pages load fast on any network. In print and slides, any clean sans-serif such as Inter or Roboto matches us.',
      ],
    },
    {
      id: 'permission',
      heading: 'Asking for permission',
      blocks: [
        `For any use not covered above, email ${site.email} with the subject “Brand use request”. Tell us who you are, where and how you want to use the name or logo, and for how long, and include a draft if you have one. We usually reply within 5 working days, and we will send you the right logo files.`,
        'Permission is personal to you, for the use described, and we may withdraw it if the use changes or no longer meets this policy.',
      ],
    },
    {
      id: 'misuse',
      heading: 'Reporting misuse',
      blocks: [
        `If you see our name or logo used in a way that looks wrong, including someone pretending to be our staff or asking for payment on our behalf, please tell us at ${site.email} or ${site.phone} with a link or screenshot. We never ask for payment to a personal M-Pesa number: payments to us always go to company accounts named on a signed agreement.`,
      ],
    },
  ],
};
