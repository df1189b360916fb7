import type { ServiceDetails } from './types';

export const iotDevelopment = {
  metaDescription:
    'IoT development in Kenya: sensors, gateways and dashboards for farms, fleets, cold chains and buildings, built for patchy coverage and solar power.',
  headline: 'Sensors and dashboards that survive the field',
  overview: [
    'Connected devices let you see what is happening where nobody is watching: soil moisture on a farm in Nyeri, the temperature of a vaccine fridge in a rural clinic, fuel in a generator at a telecom site, or the location of a delivery truck on the Mombasa road. The hard part is not the sensor; it is keeping hundreds of devices reporting reliably through power cuts, dust and patchy coverage.',
    'We design IoT systems end to end: choosing or prototyping the hardware, the connectivity (LoRaWAN, NB-IoT, 4G or satellite, depending on the site), the firmware that buffers readings when the link drops, and the cloud platform and dashboards that turn readings into alerts. We plan for solar power, remote updates and device security from the first prototype.',
  ],
  audiences: [
    {
      title: 'Agriculture and agritech',
      text: 'Farms, cooperatives and agritech startups monitoring irrigation, storage, greenhouses and livestock.',
    },
    {
      title: 'Logistics and cold chain',
      text: 'Fleets and distributors tracking vehicles, fuel and temperature-sensitive goods.',
    },
    {
      title: 'Facilities and energy',
      text: 'Property managers and energy providers metering power, water and solar installations.',
    },
    {
      title: 'Manufacturers',
      text: 'Factories monitoring machines and production lines to catch faults before they stop the line.',
    },
  ],
  process: [
    {
      title: 'Site discovery',
      text: 'Site visits to check coverage, power and installation conditions, and to agree what must be measured and how often.',
    },
    {
      title: 'Prototype',
      text: 'A bench prototype and a small field trial that prove the sensors, connectivity and battery life.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'Firmware, cloud ingestion and dashboards developed together, tested against live devices each sprint.',
    },
    {
      title: 'Field testing',
      text: 'A pilot of ten to fifty devices in real conditions, measuring data loss, power use and alert accuracy.',
    },
    {
      title: 'Roll-out and support',
      text: 'Installation guides, device provisioning at scale, over-the-air updates and monitoring of the fleet itself.',
    },
  ],
  deliverables: [
    'Hardware selection or custom prototype with a bill of materials',
    'Firmware with local buffering and secure over-the-air updates',
    'Cloud ingestion platform with per-device identity and encryption',
    'Dashboards and alerts by SMS, email or app notification',
    'Pilot report on data completeness, battery life and costs',
    'Installation, provisioning and maintenance documentation',
  ],
  timeline: {
    range: '6–8 weeks',
    note: 'for a working pilot with a handful of devices; a field roll-out typically takes a further 3–6 months.',
  },
  technologies: [
    { area: 'Devices', tools: ['ESP32', 'Raspberry Pi', 'Zephyr RTOS'] },
    { area: 'Connectivity', tools: ['LoRaWAN', 'NB-IoT', '4G LTE', 'MQTT'] },
    { area: 'Platform', tools: ['AWS IoT Core', 'Node.js', 'TimescaleDB'] },
    { area: 'Visibility', tools: ['Grafana', "Africa's Talking SMS alerts"] },
  ],
  faqs: [
    {
      question: 'What happens when a device loses its connection?',
      answer:
        'It keeps measuring and stores readings locally, then sends the backlog when the link returns, so gaps in coverage become delays rather than lost data.',
    },
    {
      question: 'Do you make the hardware?',
      answer:
        'We select proven off-the-shelf modules where they fit and build custom prototypes when they do not. For volume production we work with your chosen manufacturer and supply the design files.',
    },
  ],
  related: ['mobile-development', 'data-management', 'devops'],
} satisfies ServiceDetails;
