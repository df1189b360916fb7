// npm run vitals: the Web Vitals of real visitors over the last 28 days, as on the team's page.
import { runCli } from './cli';
import { getStore } from '@/lib/server/store/default';
import { vitalsReport } from '@/lib/server/vitals/report';
import { vitalsReportText } from '@/lib/server/vitals/report-text';

void runCli(async () => {
  console.log(vitalsReportText(await vitalsReport(getStore())));
});
