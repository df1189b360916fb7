// How often a five-field cron schedule (minute hour day-of-month month day-of-week, as vercel.json
// takes it) fires on a day it runs at all: the minutes it names times the hours it names. Vercel's
// Hobby plan refuses to deploy a schedule that fires more than once a day.

const FIELDS = [
  ['minute', 0, 59],
  ['hour', 0, 23],
];

/** The values one field names: `*`, `5`, `1-5`, `*\/15`, `10-50/20`, `7/30`, or a list of them. */
function fieldValues(field, name, min, max) {
  const values = new Set();
  for (const part of field.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`"${part}" is not a ${name} the schedule can name`);
    const [, all, from, to, step] = match;
    const start = all === '*' ? min : Number(from);
    // `7/30` runs from 7 to the end of the range, as cron reads a start with a step.
    const end = all === '*' || (step && to === undefined) ? max : Number(to ?? from);
    const by = Number(step ?? 1);
    if (start < min || end > max || start > end || by < 1)
      throw new Error(`"${part}" is outside the ${name}s ${min}-${max}`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

/** How many times a day `schedule` fires, on the days it fires. Throws on a malformed schedule. */
export function runsPerDay(schedule) {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`"${schedule}" does not have the five cron fields`);
  return FIELDS.reduce(
    (product, [name, min, max], i) => product * fieldValues(fields[i] ?? '', name, min, max).size,
    1,
  );
}

/**
 * What to tell the operator about a Vercel cron job (`{ path, schedule }`) that fires more than
 * once a day, which Vercel's Hobby plan refuses to deploy; null for one that fires at most daily.
 */
export function hobbyPlanWarning({ path, schedule }) {
  const times = runsPerDay(schedule);
  if (times <= 1) return null;
  return (
    `warning: Vercel's Hobby plan allows cron jobs that run once per day at most, and refuses to ` +
    `deploy a project whose schedule runs more often: vercel.json calls ${path} on ` +
    `"${schedule}", ${times} times a day. On Pro (which commercial use needs anyway) that runs ` +
    `as it is. On Hobby, give it a daily schedule and have an outside scheduler call ${path} ` +
    `as often with "Authorization: Bearer $CRON_SECRET" (README, "The scheduler on Vercel's ` +
    `Hobby plan").`
  );
}
