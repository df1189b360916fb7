import type { ServiceDetails } from './types';

export const mobileDevelopment = {
  metaDescription:
    'Mobile app development in Kenya: offline-first Android and iOS apps with M-Pesa payments, built with React Native or Flutter and published to the stores.',
  headline: 'Apps that keep working when the network does not',
  overview: [
    'Across East Africa, the phone is the computer. Your customers and field teams carry Android phones of every age and size, switch between Safaricom, Airtel and Telkom coverage, and often ration their data. An app that spins forever without a connection, or eats a day’s bundle on updates, gets uninstalled. We build apps designed for those conditions.',
    'Our apps are offline-first: they store work on the device, sync in the background when a connection returns and resolve conflicts sensibly. We add M-Pesa payments, push notifications and SMS fallbacks where they help, keep install sizes small, and handle the Google Play and App Store submission, including the privacy disclosures each store now requires.',
  ],
  audiences: [
    {
      title: 'Field teams',
      text: 'Sales agents, loan officers, surveyors and health workers collecting data far from reliable coverage.',
    },
    {
      title: 'Consumer startups',
      text: 'Founders launching a marketplace, wallet or booking app to customers on Android and iOS.',
    },
    {
      title: 'Banks, SACCOs and insurers',
      text: 'Institutions offering members a mobile channel for balances, payments and claims.',
    },
  ],
  process: [
    {
      title: 'Discovery',
      text: 'Who uses the app, on which devices and networks, and which journeys must work offline.',
    },
    {
      title: 'Design',
      text: 'Prototypes tested on real phones, with layouts that work on small screens and large system fonts.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'A new test build on your phone every sprint through TestFlight and Google Play internal testing.',
    },
    {
      title: 'Device and network testing',
      text: 'Tests on low-end Android devices, in airplane mode and on throttled networks, plus sync conflict cases.',
    },
    {
      title: 'Store release and support',
      text: 'Store listings, privacy forms and review handled, then crash monitoring and regular OS updates.',
    },
  ],
  deliverables: [
    'Android and iOS apps published under your developer accounts',
    'Offline storage with background sync and conflict handling',
    'Back-end API and admin dashboard, if you do not already have one',
    'M-Pesa payments and push notifications where the product needs them',
    'Crash reporting and usage analytics that respect user consent',
    'Source code, build pipeline and release documentation',
  ],
  timeline: {
    range: '3–5 months',
    note: 'to a first store release of a typical app with a back end; a pilot for internal field teams can be quicker.',
  },
  technologies: [
    { area: 'Cross-platform', tools: ['React Native', 'Expo', 'Flutter'] },
    { area: 'Offline data', tools: ['SQLite', 'WatermelonDB', 'Background sync'] },
    {
      area: 'Services',
      tools: ['Firebase Cloud Messaging', 'Safaricom Daraja (M-Pesa)', 'Sentry'],
    },
    { area: 'Release', tools: ['EAS Build', 'Fastlane', 'GitHub Actions'] },
  ],
  faqs: [
    {
      question: 'React Native or Flutter?',
      answer:
        'Both are mature. If you already have a React web team we usually choose React Native so code and skills are shared; Flutter suits apps with heavy custom graphics. We explain the trade-off for your case.',
    },
    {
      question: 'Do you also build USSD for users without smartphones?',
      answer:
        'Yes. Where many users have feature phones we add a USSD or SMS channel on the same back end, through an aggregator such as Africa’s Talking.',
    },
  ],
  related: ['web-application-development', 'iot-development', 'digital-innovation'],
} satisfies ServiceDetails;
