// npm run link -- --subject "Website redesign" --ref jane [--page /services] [--utm-campaign nov]
// Prints a link to share, from SITE_URL, that prefills the contact form's subject and tells the
// team who shared it and which campaign it belongs to (README, "Sharing a link").
import { parseArgs } from 'node:util';
import { runCli } from './cli';
import { env } from '@/lib/server/env';
import { shareLink, UTM_OPTIONS } from '@/lib/share-link';

void runCli(async () => {
  const option = { type: 'string' } as const;
  const { values } = parseArgs({
    options: {
      subject: option,
      ref: option,
      page: option,
      ...Object.fromEntries(UTM_OPTIONS.map((o) => [`utm-${o}`, option])),
    },
  });
  const given = values as Record<string, string | undefined>;
  const utm = Object.fromEntries(UTM_OPTIONS.map((o) => [o, given[`utm-${o}`]]));
  const { subject, ref, page } = given;
  console.log(shareLink({ siteUrl: env().SITE_URL, page, subject, ref, utm }));
});
