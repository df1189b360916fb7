import type { ServiceDetails } from './types';

export const websiteCreation = {
  metaDescription:
    'Website creation in Nairobi: fast, accessible, search-friendly websites that load well on mobile data and that your team can update without a developer.',
  headline: 'A website that works on a phone in a matatu',
  overview: [
    'Most of your visitors in Kenya arrive on a mid-range Android phone over mobile data, often from a Google search or a link shared on WhatsApp. If the page takes ten seconds to load, or the contact button is hidden below a slideshow, they leave. We build websites that load quickly on those connections, read well on small screens and make it easy to call, message or book.',
    'Each site comes with a content editor your team can use without a developer, so prices, staff and news stay current. We take care of the technical groundwork that search engines and people with disabilities rely on: clean structure, descriptive titles, structured data, WCAG 2.2 accessibility and a privacy notice that fits the Data Protection Act.',
  ],
  audiences: [
    {
      title: 'Small and medium businesses',
      text: 'Firms that need a credible site that brings in enquiries, not a brochure nobody finds.',
    },
    {
      title: 'Professional services',
      text: 'Law firms, clinics, consultancies and schools whose clients check the website before they call.',
    },
    {
      title: 'Agencies',
      text: 'Creative agencies that design the brand and want a development partner to build it faithfully.',
    },
    {
      title: 'NGOs and associations',
      text: 'Organisations publishing reports, events and calls for applications that must stay easy to update.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'Your goals, audiences and competitors, and a site map agreed before any design work starts.',
    },
    {
      title: 'Content and design',
      text: 'Copy guidance, wireframes, then a visual design for mobile and desktop, reviewed with you.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'Pages built on a preview link you can share internally, with the content editor set up as we go.',
    },
    {
      title: 'Quality checks',
      text: 'Tests on real Android and iOS devices, an accessibility audit, Lighthouse performance checks and broken-link scans.',
    },
    {
      title: 'Launch and care',
      text: 'Domain, SSL, analytics and Search Console set up, a training session, and an optional care plan for updates.',
    },
  ],
  deliverables: [
    'Responsive website designed for mobile first',
    'Content editor your team can use without code',
    'Search engine groundwork: titles, descriptions, sitemap and structured data',
    'Contact and WhatsApp call-to-action wired to your inbox',
    'Privacy notice and cookie approach aligned with the Data Protection Act',
    'Hosting, SSL, analytics and a recorded training session',
  ],
  timeline: {
    range: '4–8 weeks',
    note: 'for a marketing website of up to about 15 pages, once content is available.',
  },
  technologies: [
    { area: 'Framework', tools: ['Next.js', 'Astro', 'WordPress where it fits'] },
    { area: 'Content', tools: ['Sanity', 'Strapi', 'Markdown'] },
    { area: 'Hosting', tools: ['Vercel', 'Cloudflare', 'AWS'] },
    { area: 'Quality', tools: ['Lighthouse', 'axe accessibility checks', 'Google Search Console'] },
  ],
  faqs: [
    {
      question: 'Can we update the website ourselves?',
      answer:
        'Yes. We set up a content editor for pages, news, team and services, and train the people who will use it. Structural changes are where you would come back to us.',
    },
    {
      question: 'Will it rank on Google?',
      answer:
        'Nobody can promise a ranking. We build the technical foundation well, advise on content and set up Search Console so you can see how people find you and improve from there.',
    },
    {
      question: 'Who owns the domain and hosting?',
      answer:
        'You do. The .co.ke or .com domain and hosting accounts are registered in your organisation’s name, with us added as a technical contact.',
    },
  ],
  related: ['web-application-development', 'digital-innovation', 'cyber-security'],
} satisfies ServiceDetails;
