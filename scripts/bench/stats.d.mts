type EventEntry = { interactionId: number; startTime: number; duration: number; name?: string };
export function median(values: number[]): number;
export function interactionLatencies(
  entries: EventEntry[],
): { interactionId: number; startTime: number; duration: number }[];
export function measuredInteraction(
  entries: EventEntry[],
  since: number,
  threshold: number,
): { latency: number; belowThreshold: boolean; interactions: number };
export type LoadSample = {
  error?: string;
  fcp?: number;
  fullyWorking?: number;
  answers?: number;
  firstTap?: number;
  early?: number;
  taps?: number;
};
export function summarizeLoads(samples: LoadSample[]): {
  loads: number;
  errors: string[];
  fcp: number;
  fullyWorking: number;
  answers?: number;
  firstTapWorked?: number;
  earlyPresses?: number;
  answerLag?: number;
  tapAfterPaint?: number;
};
export function summarizeInteraction(
  samples: { error?: string; latency?: number; belowThreshold?: boolean }[],
): { samples: number; errors: string[]; inp: number; belowThreshold: number };
export function summarizeLargestPaints(samples: { error?: string; lcp?: number }[]): {
  loads: number;
  errors: string[];
  lcp: number;
};
