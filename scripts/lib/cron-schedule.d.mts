export function runsPerDay(schedule: string): number;
export function hobbyPlanWarning(cron: { path: string; schedule: string }): string | null;
