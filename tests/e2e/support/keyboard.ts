import type { Locator, Page } from '@playwright/test';

/** Whether the element is the focused one. */
export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Whether the target comes before the focused element in the page (Shift+Tab reaches it sooner). */
const isBehind = (target: Locator) =>
  target.evaluate((el) => {
    const focused = document.activeElement;
    return (
      !!focused &&
      focused !== document.body &&
      !!(el.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });

/**
 * Presses Tab, or Shift+Tab when the target is behind the focus, until the target has the focus, as a
 * keyboard user moves through a page; fails when it is not reached within `max` presses (it is not in
 * the tab order).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards }: { max?: number; backwards?: boolean } = {},
) {
  await target.waitFor();
  backwards ??= await isBehind(target);
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target)))
    throw new Error(`${target} is not reached by ${backwards ? 'Shift+' : ''}Tab within ${max} presses`);
}

/** Replaces the focused field's text by typing. */
export async function retypeFocused(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The focus ring of the focused element: its outline, which must be drawn (width over 0, not none). */
export const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
