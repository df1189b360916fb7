type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};
export type Timeline = {
  thread: string;
  start: number;
  firstPaint?: number;
  fullyWorking?: number;
};
export type Task = {
  at: number;
  duration: number;
  work: { name: string; duration: number }[];
  other: number;
};
export function pageTimeline(traceEvents: TraceEvent[], origin: string): Timeline;
export function mainThreadTasks(
  traceEvents: TraceEvent[],
  options: { thread: string; start: number; from: number; to: number; minMs?: number },
): Task[];
export function formatTasks(tasks: Task[]): string[];
