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
