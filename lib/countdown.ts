/** The products countdown runs to 345,600,000 ms (4 days) after page load, ticking every 1 s. */
export const COUNTDOWN_MS = 345_600_000;
export const TICK_MS = 1_000;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Milliseconds left at `now` for a countdown started at `startedAt`; never negative. */
export function remainingMs(startedAt: number, now: number, total = COUNTDOWN_MS): number {
  return Math.max(0, total - (now - startedAt));
}

/**
 * Whole days, hours, minutes and seconds in `ms`. Partial seconds round up, so the display
 * reads 00:00:00 only when the countdown has really ended.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.ceil(Math.max(0, ms) / SECOND) * SECOND;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function dayLabel(days: number): string {
  return days === 1 ? 'day' : 'days';
}

/** "4 days 00:00:00". */
export function formatCountdown({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${days} ${dayLabel(days)} ${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}

/**
 * The sentence for assistive technology. It only changes once an hour, so a polite live
 * region never reads the ticking seconds aloud.
 */
export function countdownSummary({ days, hours, minutes, seconds }: CountdownParts): string {
  if (days + hours + minutes + seconds === 0)
    return 'The countdown has ended: launching any moment now.';
  if (days === 0 && hours === 0) return 'Launching in less than an hour.';
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return days === 0
    ? `Launching in about ${hourText}.`
    : `Launching in ${days} ${dayLabel(days)} and ${hourText}.`;
}
