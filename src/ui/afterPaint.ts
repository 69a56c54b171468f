/**
 * Runs `work` once the next frame has painted: a task queued from an animation frame callback runs after
 * that frame's paint. Answers the cancel. Where there are no animation frames (jsdom) a timer stands in.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
