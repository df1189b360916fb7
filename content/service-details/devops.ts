import type { ServiceDetails } from './types';

export const devops = {
  metaDescription:
    'DevOps and cloud infrastructure in Nairobi: CI/CD, Terraform, Kubernetes, monitoring and cloud bills that stay predictable in shillings and dollars.',
  headline: 'Ship every week without holding your breath',
  overview: [
    'Many teams still deploy by copying files to a server over SSH on a Friday evening, with one engineer who knows how it all fits together. Releases are risky, so they happen rarely; outages are found by customers; and the cloud bill, paid in dollars, keeps growing while the shilling moves. DevOps is the practice of making releases routine, infrastructure reproducible and costs visible.',
    'We set up pipelines that test and deploy every change, describe your infrastructure as code so it can be rebuilt in hours, and add monitoring that alerts the right person before users notice. We right-size what you run, choosing regions close to your users such as Cape Town and Johannesburg, reserved capacity and plain virtual machines where Kubernetes would be overkill, and we teach your team to run it all themselves.',
  ],
  audiences: [
    {
      title: 'Product teams',
      text: 'Startups and scale-ups whose releases are slow, manual or dependent on one person.',
    },
    {
      title: 'Companies with growing cloud bills',
      text: 'Businesses paying in dollars for capacity they cannot explain and want back under control.',
    },
    {
      title: 'Regulated organisations',
      text: 'Banks, fintechs and health providers that need audit trails, backups and recovery they can demonstrate.',
    },
  ],
  process: [
    {
      title: 'Assessment',
      text: 'A review of how code reaches production today, your cloud accounts, costs, backups and incident history.',
    },
    {
      title: 'Platform design',
      text: 'A target setup of environments, pipelines, hosting and monitoring sized to your team and budget.',
    },
    {
      title: 'Build in two-week sprints',
      text: 'Pipelines, infrastructure code and dashboards delivered one service at a time, without freezing your releases.',
    },
    {
      title: 'Resilience testing',
      text: 'Restore drills from backup, failover tests and a rehearsed rollback of a bad release.',
    },
    {
      title: 'Handover and on-call support',
      text: 'Runbooks, training and pairing with your engineers, plus optional monitoring and on-call cover.',
    },
  ],
  deliverables: [
    'CI/CD pipelines that test, build and deploy every change',
    'Infrastructure as code for every environment, in your repository',
    'Monitoring, logging and alerting with on-call routing',
    'Backups with a recorded, successful restore drill',
    'Cloud cost report with budgets, alerts and savings applied',
    'Runbooks for deploys, rollbacks and common incidents',
  ],
  timeline: {
    range: '2–4 weeks',
    note: 'for CI/CD on an existing application; a full platform with infrastructure as code and monitoring takes 6–12 weeks.',
  },
  technologies: [
    { area: 'Pipelines', tools: ['GitHub Actions', 'GitLab CI', 'Docker'] },
    { area: 'Infrastructure', tools: ['Terraform', 'Kubernetes', 'AWS', 'Azure', 'Google Cloud'] },
    { area: 'Observability', tools: ['Prometheus', 'Grafana', 'Loki', 'OpenTelemetry', 'Sentry'] },
    { area: 'Edge', tools: ['Cloudflare', 'NGINX'] },
  ],
  faqs: [
    {
      question: 'Do we need Kubernetes?',
      answer:
        'Often not. For a handful of services, containers on managed virtual machines or a platform service are cheaper and simpler to run. We recommend Kubernetes when the number of services and teams justifies it.',
    },
    {
      question: 'Which cloud region should we use from Kenya?',
      answer:
        'It depends on where your users are and any data-residency duties. Cape Town and Johannesburg regions usually give lower latency than Europe; some workloads are better in a Nairobi data centre. We measure before choosing.',
    },
    {
      question: 'Can you reduce our cloud bill?',
      answer:
        'Usually there are savings in idle resources, oversized instances and storage that is never read. We show what each change saves before making it; we do not promise a figure before looking.',
    },
  ],
  related: ['technology-solutions', 'cyber-security', 'web-application-development'],
} satisfies ServiceDetails;
