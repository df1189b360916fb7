import type { Article } from '../types';

export const devopsAutomation = {
  id: 4,
  title: 'DevOps Automation',
  published: '2026-01-21',
  author: 'Kilele DevOps team',
  contactSubject: 'Setting up CI/CD and monitoring',
  cta: {
    title: 'Make releases boring, in the best way',
    text: 'We set up pipelines, infrastructure as code and monitoring sized for your team and budget, and we hand over everything documented so your developers own it.',
    button: 'Talk to our DevOps team',
  },
  related: [5, 1, 7],
  body: [
    {
      type: 'p',
      text: 'Many teams release software the same way they did on day one: someone copies files to a server on a Friday evening, tests a few pages by hand and hopes nothing breaks over the weekend. It works until it does not, and then a bad release takes down the checkout, the payments callback or the app your agents rely on. DevOps automation replaces that hope with a repeatable process. You do not need a large budget or a dedicated platform team to get most of the benefit.',
    },
    { type: 'h2', text: 'Why small, frequent releases are safer' },
    {
      type: 'p',
      text: 'A release that changes three things is easy to test and easy to undo. A release that bundles three months of changes is neither. Automation makes small releases cheap, and cheap releases let you ship fixes in hours instead of waiting for the next big deployment window.',
    },
    { type: 'h2', text: 'Continuous integration: check every change' },
    {
      type: 'p',
      text: 'Continuous integration (CI) runs a set of checks on every change before it is merged. Hosted services such as GitHub Actions or GitLab CI include free minutes that cover many small teams, so the cost of starting is mostly setup time.',
    },
    {
      type: 'ul',
      items: [
        'Install dependencies from a lockfile, so every build uses the same versions.',
        'Run the type checker, the linter and the unit tests, and fail the build on any error.',
        'Run a handful of end-to-end tests on the flows that make money: sign-up, checkout and the M-Pesa payment callback.',
        'Scan dependencies for known vulnerabilities and keep secrets out of the repository.',
      ],
    },
    {
      type: 'p',
      text: 'Keep the pipeline fast. If checks take longer than a coffee break, developers start working around them. Cache dependencies and run independent steps in parallel.',
    },
    { type: 'h2', text: 'Continuous delivery: deploy the same way every time' },
    {
      type: 'p',
      text: 'Continuous delivery (CD) takes a build that passed CI and deploys it through the same scripted steps every time. The exact tools matter less than a few habits.',
    },
    {
      type: 'ol',
      items: [
        'Build once, then promote the same artefact from staging to production, so what you tested is what you ship.',
        'Keep configuration in environment variables and validate them at start-up, so a missing setting fails loudly instead of quietly.',
        'Run database migrations as a separate, reversible step, and take a backup first.',
        'Deploy in a way that keeps the old version serving traffic until the new one is healthy.',
        'Keep a one-command rollback, and practise it before you need it.',
      ],
    },
    {
      type: 'callout',
      title: 'Test against the sandbox, not production',
      text: 'Payment providers, including Safaricom Daraja, offer sandbox environments. Point staging at them, use separate credentials for each environment, and never let an automated test move real money.',
    },
    { type: 'h2', text: 'Infrastructure as code' },
    {
      type: 'p',
      text: 'If your servers, databases and DNS were set up by clicking through a cloud console, nobody can say exactly how they are configured, and rebuilding them after an incident is guesswork. Infrastructure as code (IaC) describes them in files, kept in version control and reviewed like any other change.',
    },
    { type: 'h3', text: 'Where to start' },
    {
      type: 'ul',
      items: [
        'Pick one tool, such as Terraform, OpenTofu or Pulumi, and describe one environment with it before adding more.',
        'Store state remotely with locking, so two people cannot apply changes at the same time.',
        'Keep secrets in a secrets manager or your CI provider, never in the code.',
        'Tag resources by project and environment, which makes the monthly cloud bill readable.',
      ],
    },
    {
      type: 'p',
      text: 'For data covered by the Kenya Data Protection Act 2019, IaC also documents where personal data is stored and who can reach it, which helps when you need to show your safeguards.',
    },
    { type: 'h2', text: 'Monitoring on a budget' },
    {
      type: 'p',
      text: 'You cannot fix what you cannot see. Good monitoring answers two questions: is the service working for customers right now, and if not, where is it failing? Start with the basics before buying an expensive platform.',
    },
    {
      type: 'ul',
      items: [
        'Uptime checks from outside your network on your home page, your API health endpoint and your payment callback URL.',
        'Structured logs with a request identifier, so one failed payment can be traced across services.',
        'Alerts on symptoms customers feel, such as error rate and slow responses, sent to a channel someone actually watches.',
        'A short runbook for each alert: what it means, how to check, and how to roll back.',
      ],
    },
    {
      type: 'p',
      text: 'Many cloud providers and open-source tools cover this at low or no cost for small workloads. Review alerts after every incident and delete the ones nobody acted on; noisy alerts train people to ignore them.',
    },
    { type: 'h2', text: 'Build the habit, not just the pipeline' },
    {
      type: 'p',
      text: 'Automation only pays off when the team trusts it. Make the pipeline the only way to reach production, review changes in pull requests, and write a short blameless note after each incident describing what happened and what will change. Within a few months, releasing becomes routine, and your developers spend their time on features instead of firefighting.',
    },
  ],
} satisfies Article;
