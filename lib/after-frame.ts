/**
 * Runs `callback` once the next frame is on the screen: a frame's animation callbacks run just
 * before it is rendered, and a task queued from one runs after it. Work a tap's answer does not
 * need (a request, a measure, moving focus) waits there, so that the answer is painted first.
 * Returns a function that cancels it.
 */
export function afterNextFrame(callback: () => void): () => void {
  let task = 0;
  const frame = requestAnimationFrame(() => {
    task = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(task);
  };
}

/**
 * Runs `callback` in a task of its own, queued after the one running now. The first commit runs
 * every component's effects in one task; work there that no control needs at once (a first read
 * of Web Storage, a synchronous trip to the browser's storage process, or starting to load a
 * chunk) goes into its own task, so that task stays short: on a slow phone a tap waits behind a
 * task for all of its length. Returns a function that cancels it.
 */
export function inOwnTask(callback: () => void): () => void {
  const task = window.setTimeout(callback);
  return () => window.clearTimeout(task);
}
