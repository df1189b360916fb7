import 'server-only';
import { newsletter } from '@/content/newsletter';
import { contactHref, site } from '@/content/site';
import { link, type KnowledgeEntry } from './knowledge-types';

const consultation = `the free ${site.consultationMinutes}-minute consultation`;

/** What visitors ask beyond the service and product pages, in the same words as the site. */
export const topicEntries: KnowledgeEntry[] = [
  {
    id: 'services',
    title: 'Our services',
    keywords: 'services offer provide do build capabilities solutions what kind',
    answer: `We build websites, web and mobile apps, IoT, cloud and DevOps platforms, secure systems, automation, data and custom software for startups, agencies and enterprises. See ${link('Our Services', '/services')}.`,
    href: '/services',
  },
  {
    id: 'pricing',
    title: 'Pricing and cost',
    keywords: 'price cost quote estimate budget fixed time materials charge pay',
    answer: `We price each project after a short discovery: a fixed price when the scope is clear, or time-and-materials when it will evolve. ${link('Ask for a quote', contactHref('Request a quote'))} and we will reply with an estimate.`,
    href: contactHref('Request a quote'),
  },
  {
    id: 'timeline',
    title: 'Project timeline and duration',
    keywords: 'timeline long duration take deliver months weeks finish launch',
    answer: `Most projects take 3 to 6 months from discovery to launch; a smaller website is quicker. More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  },
  {
    id: 'industries',
    title: 'Industries we work with',
    keywords: 'industry sector healthcare finance education retail clients experience',
    answer: `We work across healthcare, finance, education and retail, for startups, agencies and enterprises. More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  },
  {
    id: 'process',
    title: 'How we work: Agile and Scrum',
    keywords: 'agile scrum sprint process methodology transparency progress demo updates',
    answer: `We work in Agile/Scrum two-week sprints with a demo at the end of each, so you see progress and can change priorities. More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  },
  {
    id: 'support',
    title: 'Support and maintenance',
    keywords: 'support maintenance after launch help fix update monitoring plan',
    answer: `After launch we offer support and maintenance plans: fixes, updates, monitoring and improvements. ${link('Ask about a support plan', contactHref('Support and maintenance'))}.`,
    href: contactHref('Support and maintenance'),
  },
  {
    id: 'security',
    title: 'Security and data protection',
    keywords: 'security secure data protection act 2019 kenya gdpr compliance encryption safe',
    answer: `Security is part of every sprint, and we help you comply with Kenya's Data Protection Act 2019. See ${link('Cybersecurity', '/cyber-security')}.`,
    href: '/cyber-security',
  },
  {
    id: 'contact',
    title: 'Contact us: phone, email, WhatsApp',
    keywords: 'contact phone number email whatsapp reach talk call message',
    answer: `Call ${site.phone}, email ${site.email} or message us on WhatsApp; or write to us through ${link('the contact form', '/contact')}.`,
    href: '/contact',
  },
  {
    id: 'location',
    title: 'Our location and office',
    keywords: `location where office address based find map ${site.address.street} ${site.address.label}`,
    answer: `We are based in ${site.address.street}, ${site.address.label}. See ${link('Locate Us', '/maps')} for the map.`,
    href: '/maps',
  },
  {
    id: 'consultation',
    title: 'Free consultation',
    keywords: `free consultation book meeting appointment schedule ${site.consultationMinutes} minutes expert advice`,
    answer: `You can book ${consultation} with one of our engineers: ${link('book it here', site.consultationUrl)}.`,
    href: site.consultationUrl,
  },
  {
    id: 'about',
    title: `About the company, ${site.name}`,
    keywords: `company about who team story founded ${site.shortName} mission vision`,
    answer: `${site.name} is a software engineering and IT services company in ${site.address.label}, founded in ${site.foundedYear}. Read ${link('our story', '/about')}.`,
    href: '/about',
  },
  {
    id: 'integration',
    title: 'Integrations: M-Pesa, banks and APIs',
    keywords: 'integration integrate mpesa daraja bank api erp connect payment sms gateway',
    answer: `We integrate M-Pesa (Daraja), bank APIs, SMS gateways and your existing systems, with callbacks and reconciliation. See ${link('Business Automation', '/business-automation')}.`,
    href: '/business-automation',
  },
  {
    id: 'quality',
    title: 'Quality assurance and testing',
    keywords: 'quality assurance qa testing tests bugs reliable review',
    answer: `Every feature is reviewed and tested automatically before it ships, and you test it yourself at each sprint demo. More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  },
  {
    id: 'scaling',
    title: 'Scaling and performance',
    keywords: 'scale scaling growth traffic users performance fast load',
    answer: `We design systems to grow with you, with cloud infrastructure and monitoring that scale as traffic does. See ${link('DevOps & Cloud Infrastructure', '/devops')}.`,
    href: '/devops',
  },
  {
    id: 'training',
    title: 'Training and handover',
    keywords: 'training train handover documentation teach staff onboarding',
    answer: `We train your team and hand over documentation, so you can run what we build. More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  },
  {
    id: 'collaboration',
    title: 'Collaboration and communication',
    keywords: 'collaboration tools communication slack jira github meetings report',
    answer: `You get a shared board, regular updates and a demo every sprint, in the tools your team already uses. More in ${link('our FAQ', '/faq')}.`,
    href: '/faq',
  },
  {
    id: 'outsourcing',
    title: 'Outsourcing and dedicated developers',
    keywords: 'outsourcing outsource hire developers dedicated team augmentation engineers',
    answer: `We can extend your team with our engineers for a project or longer. ${link('Tell us what you need', contactHref('Outsourcing'))}.`,
    href: contactHref('Outsourcing'),
  },
  {
    id: 'skills',
    title: 'Our skills and technologies',
    keywords: 'skills technologies technology stack languages frameworks expertise',
    answer: `Our engineers work with modern, well-supported stacks for web, mobile, data and cloud. See ${link('Our Skills', '/our-skills')}.`,
    href: '/our-skills',
  },
  {
    id: 'blog',
    title: 'Blog and articles',
    keywords: 'blog articles posts news insights read',
    answer: `We write about growth, DevOps, security and data. Read ${link('our blog', '/blogs')}.`,
    href: '/blogs',
  },
  {
    id: 'chat-privacy',
    title: 'Chat privacy',
    keywords: 'chat conversation messages store stored save privacy collect',
    answer: `This chat's messages are not stored or logged on our servers. See ${link('our privacy policy', '/privacy-policy')}.`,
    href: '/privacy-policy',
  },
  {
    id: 'newsletter-join',
    title: 'Newsletter: subscribe and confirm',
    keywords:
      'newsletter subscribe sign up join mailing list email updates monthly confirm confirmation link jarida',
    answer: `${newsletter.howToJoin} ${link('Go to the newsletter form', '/#newsletter-signup')}.`,
    href: '/#newsletter-signup',
  },
  {
    id: 'newsletter-leave',
    title: 'Newsletter: unsubscribe and stop emails',
    keywords:
      'unsubscribe stop emails opt out leave newsletter remove me mailing list delete my address erase',
    answer: `${newsletter.howToLeave} See ${link('our privacy policy', '/privacy-policy')}.`,
    href: '/privacy-policy',
  },
];
