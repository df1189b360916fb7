// The phone measures of every build, in rounds: each round loads every route once on every build
// (and the floor), so a machine that slows down halfway slows every build alike.
import { measureLargestPaint, measureLoad, scoutControl } from './answers.mjs';
import {
  ANSWER_ROUTES,
  BARE_BUTTON,
  BARE_INTERACTION,
  BARE_PLATFORM,
  INTERACTIONS,
} from './controls.mts';
import { measureInteractionOnce } from './inp.mjs';
import { closePhone, openPhone } from './phone.mjs';
import { summarizeInteraction, summarizeLargestPaints, summarizeLoads } from './stats.mjs';

const FLOOR_PAGES = {
  page: { route: '/', control: null },
  button: { route: '/button.html', control: BARE_BUTTON },
};

/** One sample, or the reason it failed (kept beside the figures, never as one). */
async function sample(what, measure) {
  try {
    return await measure();
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0];
    console.log(`  ${what}: ${message}`);
    return { error: message };
  }
}

/**
 * `builds`: [{ id, origin }] (this build, the stock build); `floor`: the floor's origin.
 * First paint, "answers" and "fully working" on `routes` over `loads` fresh loads each; with the
 * 'lcp' part, the largest contentful paint of the same routes and the floor's page over as many
 * untouched loads; INP of each interaction (whose route is among `routes`) over `inpRuns` fresh
 * pages each.
 */
export async function phonePhase({ builds, floor, routes, loads, inpRuns, parts }) {
  const pages = Object.fromEntries(builds.map((b) => [b.id, {}]));
  const floorPages = {};
  const inp = Object.fromEntries(builds.map((b) => [b.id, {}]));
  const floorInp = {};
  const largest = Object.fromEntries(builds.map((b) => [b.id, {}]));
  const floorLargest = {};
  const interactions = INTERACTIONS.filter((i) => routes.includes(i.route));
  const floorInteractions = [
    BARE_INTERACTION,
    ...interactions.flatMap((i) => BARE_PLATFORM[i.id] ?? []),
  ];
  const push = (into, key, value) => (into[key] ??= []).push(value);
  await openPhone();
  try {
    if (parts.has('answers')) {
      const answerRoutes = routes.filter((r) => ANSWER_ROUTES[r]);
      const where = new Map();
      const scout = async (key, url, control) => {
        if (!control) return;
        const box = await sample(`finding "${control.name}" on ${url}`, () =>
          scoutControl(url, control),
        );
        if (!box.error) where.set(key, box);
      };
      for (const [key, { route, control }] of Object.entries(FLOOR_PAGES))
        await scout(`floor ${key}`, `${floor}${route}`, control);
      for (const route of answerRoutes)
        for (const { id, origin } of builds)
          await scout(`${id} ${route}`, `${origin}${route}`, ANSWER_ROUTES[route]);
      const load = (key, url, control) =>
        sample(key, () => {
          if (control && !where.has(key))
            throw new Error(`"${control.name}" was not found on ${url}`);
          return measureLoad(url, control, where.get(key));
        });
      for (let round = 1; round <= loads; round++) {
        console.log(`phone loads, round ${round} of ${loads}`);
        for (const [key, { route, control }] of Object.entries(FLOOR_PAGES))
          push(floorPages, key, await load(`floor ${key}`, `${floor}${route}`, control));
        for (const route of answerRoutes)
          for (const { id, origin } of builds)
            push(
              pages[id],
              route,
              await load(`${id} ${route}`, `${origin}${route}`, ANSWER_ROUTES[route]),
            );
      }
    }
    if (parts.has('lcp')) {
      const answerRoutes = routes.filter((r) => ANSWER_ROUTES[r]);
      for (let round = 1; round <= loads; round++) {
        console.log(`largest paints, round ${round} of ${loads}`);
        push(
          floorLargest,
          'page',
          await sample('floor page', () =>
            measureLargestPaint(`${floor}${FLOOR_PAGES.page.route}`),
          ),
        );
        for (const route of answerRoutes)
          for (const { id, origin } of builds)
            push(
              largest[id],
              route,
              await sample(`${id} ${route}`, () => measureLargestPaint(`${origin}${route}`)),
            );
      }
    }
    if (parts.has('inp')) {
      for (let round = 1; round <= inpRuns; round++) {
        console.log(`interactions, round ${round} of ${inpRuns}`);
        for (const interaction of floorInteractions)
          push(
            floorInp,
            interaction.id,
            await sample(`floor ${interaction.label}`, () =>
              measureInteractionOnce(floor, interaction),
            ),
          );
        for (const interaction of interactions)
          for (const { id, origin } of builds)
            push(
              inp[id],
              interaction.id,
              await sample(`${id} ${interaction.label}`, () =>
                measureInteractionOnce(origin, interaction),
              ),
            );
      }
    }
  } finally {
    await closePhone();
  }
  const summed = (byKey, summarize) =>
    Object.fromEntries(
      Object.entries(byKey).map(([key, samples]) => [key, { ...summarize(samples), raw: samples }]),
    );
  return {
    pages: Object.fromEntries(
      Object.entries(pages).map(([id, byRoute]) => [id, summed(byRoute, summarizeLoads)]),
    ),
    floorPages: summed(floorPages, summarizeLoads),
    inp: Object.fromEntries(
      Object.entries(inp).map(([id, byId]) => [id, summed(byId, summarizeInteraction)]),
    ),
    floorInp: summed(floorInp, summarizeInteraction),
    largest: Object.fromEntries(
      Object.entries(largest).map(([id, byRoute]) => [id, summed(byRoute, summarizeLargestPaints)]),
    ),
    floorLargest: summed(floorLargest, summarizeLargestPaints),
  };
}
