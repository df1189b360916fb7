// The main thread of fresh loads on the bench's phone, task by task:
// `npm run bench:trace -- /blogs` loads each route given (`/` by default) from the production
// build in `.next` (or NEXT_DIST_DIR) and prints every task of at least TRACE_MIN_MS ms (15)
// between the page's first paint and its 'fully-working' mark, with the work inside it.
// TRACE_LOADS (3) loads a route. These are the tasks that hold back a tap made as the page
// appears, and that Lighthouse multiplies into its blocking time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';
import { startServer } from '../lib/server.mjs';
import { closePhone, loadOnPhone, openPhone, PHONE } from './phone.mjs';
import { formatTasks, mainThreadTasks, pageTimeline } from './trace-tasks.mjs';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const loads = Number(process.env.TRACE_LOADS ?? 3);
const minMs = Number(process.env.TRACE_MIN_MS ?? 15);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run npm run build first.`);
  process.exit(1);
}

const port = await freePort();
const server = await startServer({
  port,
  env: {
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.resolve('.bench/data/trace'),
  },
});
await openPhone();
try {
  console.log(
    `The phone: ${PHONE.cpuSlowdown}x CPU, ${PHONE.network.latency} ms round trips; tasks of ${minMs} ms or more from the first paint to 'fully-working' (ms since navigation start: start, duration, work inside)`,
  );
  for (const route of routes) {
    for (let i = 1; i <= loads; i++) {
      const load = await loadOnPhone(`${server.origin}${route}`, { trace: true });
      try {
        await load.fullyWorking();
        const events = await load.stopTrace();
        const timeline = pageTimeline(events, server.origin);
        const from = timeline.firstPaint ?? timeline.start;
        const tasks = mainThreadTasks(events, {
          ...timeline,
          from,
          to: timeline.fullyWorking ?? Infinity,
          minMs,
        });
        const at = (ts) => (ts === undefined ? '-' : Math.round((ts - timeline.start) / 1000));
        const total = Math.round(tasks.reduce((sum, task) => sum + task.duration, 0));
        console.log(
          `\n${route}, load ${i}: first paint ${at(timeline.firstPaint)} ms, fully working ${at(timeline.fullyWorking)} ms; ${tasks.length} tasks, ${total} ms`,
        );
        for (const line of formatTasks(tasks)) console.log(line);
      } finally {
        await load.close();
      }
    }
  }
} finally {
  await closePhone();
  await server.stop();
}
