import { afterPaint } from './afterPaint';

/**
 * Gives `target` the focus once the frame being drawn has painted; answers the cancel. Focusing makes the
 * browser work out the page's style and layout there and then: in the task of a click that opens something,
 * that was a fifth of the opening on a slowed CPU (issue 63), and the frame did much of it again.
 *
 * A key pressed before then is the target's, as if it had the focus already: the target takes the focus
 * first, and the key is given to it. Tab, whose move the browser makes from the focus, and a key held with
 * Control, Alt or Meta (a shortcut, the browser's or the page's) just go on. A focus moved elsewhere meanwhile
 * (a click in another field) stays there.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined): () => void {
  const from = document.activeElement;
  const unmoved = () => document.activeElement === from || document.activeElement === document.body;
  const stop = () => {
    cancel();
    window.removeEventListener('keydown', early, true);
  };
  const focus = () => {
    stop();
    target()?.focus();
  };
  const cancel = afterPaint(() => (unmoved() ? focus() : stop()));
  function early(event: KeyboardEvent) {
    if (!unmoved()) return stop();
    focus();
    const element = target();
    const goesOn = event.key === 'Tab' || event.ctrlKey || event.altKey || event.metaKey;
    if (!element || goesOn || element.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    element.dispatchEvent(new KeyboardEvent('keydown', event));
  }
  window.addEventListener('keydown', early, true);
  return stop;
}
