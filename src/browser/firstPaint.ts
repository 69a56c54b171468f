/**
 * The first paint's picture on the page (src/firstPaint) and its end: the app calls `dismissFirstPaint`
 * once its own list shows (ResourceList) or something else takes the page, and a picture whose data
 * comes later is never put up. Kept apart so the app imports none of the painter.
 */
export const FIRST_PAINT_ID = 'first-paint';

let dismissed = false;

export function dismissFirstPaint(): void {
  dismissed = true;
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

export function isFirstPaintDismissed(): boolean {
  return dismissed;
}
