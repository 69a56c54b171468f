/** How long idle work may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the browser is next idle (after the frames in hand have painted), or after
 * IDLE_TIMEOUT_MS at the latest; answers the cancel, so an effect can return it. Where there is no
 * requestIdleCallback (Safari, jsdom) a timer stands in.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
