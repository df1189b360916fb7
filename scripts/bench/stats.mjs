// The arithmetic of the benchmark's browser figures: medians, and an interaction's latency from
// the Event Timing entries a page reported.

/** The median of the finite values (the mean of the middle two for an even count); NaN if none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Each interaction's latency, as INP counts it: the longest duration among the entries that share
 * its interactionId (a tap reports pointerdown, pointerup and click, each with the duration to the
 * next paint after its handlers). Entries without an interactionId (hovers, scrolls) are no
 * interaction. In the order the interactions started.
 */
export function interactionLatencies(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = byId.get(entry.interactionId);
    if (!known)
      byId.set(entry.interactionId, {
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    else {
      known.startTime = Math.min(known.startTime, entry.startTime);
      known.duration = Math.max(known.duration, entry.duration);
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * The latency of the interaction measured: the longest of those that started at or after `since`
 * (the moment the bench began it; a tap that opened the menu first is not counted). An interaction
 * faster than the observer's threshold reports no entry at all: then the threshold itself, the
 * most it can have taken, with `belowThreshold` set.
 */
export function measuredInteraction(entries, since, threshold) {
  const after = interactionLatencies(entries).filter((i) => i.startTime >= since);
  if (!after.length) return { latency: threshold, belowThreshold: true, interactions: 0 };
  return {
    latency: Math.max(...after.map((i) => i.duration)),
    belowThreshold: false,
    interactions: after.length,
  };
}

/**
 * A route's loads summed up: medians of the first paint, "answers" and "fully working" (ms since
 * navigation); in how many loads the first tap (made as the first frame came on screen, or at the
 * next press once the control was in the page) worked, and in how many a press came before the
 * control was there (`earlyPresses`); and the median time from that tap to the frame that showed
 * its effect (`answerLag`). Loads that failed are counted apart, never as figures.
 */
export function summarizeLoads(samples) {
  const loads = samples.filter((s) => !s.error);
  const tapped = loads.filter((s) => s.answers !== undefined);
  return {
    loads: loads.length,
    errors: samples.filter((s) => s.error).map((s) => s.error),
    fcp: median(loads.map((s) => s.fcp)),
    fullyWorking: median(loads.map((s) => s.fullyWorking)),
    ...(tapped.length
      ? {
          answers: median(tapped.map((s) => s.answers)),
          firstTapWorked: tapped.filter((s) => s.taps === 1).length,
          earlyPresses: tapped.filter((s) => s.early > 0).length,
          answerLag: median(tapped.map((s) => s.answers - s.firstTap)),
          tapAfterPaint: median(tapped.map((s) => s.firstTap - s.fcp)),
        }
      : {}),
  };
}

/** Largest-paint samples summed up: their median, and the loads that failed (never a figure). */
export function summarizeLargestPaints(samples) {
  const measured = samples.filter((s) => !s.error);
  return {
    loads: measured.length,
    errors: samples.filter((s) => s.error).map((s) => s.error),
    lcp: median(measured.map((s) => s.lcp)),
  };
}

/** An interaction's samples summed up: the median latency, and how many were under the threshold. */
export function summarizeInteraction(samples) {
  const measured = samples.filter((s) => !s.error);
  return {
    samples: measured.length,
    errors: samples.filter((s) => s.error).map((s) => s.error),
    inp: median(measured.map((s) => s.latency)),
    belowThreshold: measured.filter((s) => s.belowThreshold).length,
  };
}
