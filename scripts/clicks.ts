// npm run clicks: the most-clicked elements of each page over the last 7 and 30 days.
import { runCli } from './cli';
import { clickedElementName } from '@/lib/click-element';
import { clicksReport } from '@/lib/server/clicks-report';
import { getStore } from '@/lib/server/store/default';
import { textTable } from '@/lib/server/text-table';

void runCli(async () => {
  const pages = await clicksReport(getStore());
  console.log('Most-clicked elements per page, over the last 7 and 30 days (clicks).');
  if (pages.length === 0) return console.log('\nNo clicks logged in the last 30 days.');
  for (const page of pages) {
    console.log(`\n${page.path}: ${page.last7} in 7 days, ${page.last30} in 30 days`);
    console.log(
      textTable([
        ['element', '7 days', '30 days'],
        ...page.elements.map((e) => [clickedElementName(e), String(e.last7), String(e.last30)]),
      ]),
    );
  }
});
