import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusAfterPaint } from '@/ui/focusAfterPaint';

/** A row's click opens its panel, which takes the focus after the click's frame (DetailContainer, issue 63). */
describe('focusAfterPaint', () => {
  let row: HTMLElement;
  let panel: HTMLElement;
  let other: HTMLInputElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="row" tabindex="0"></div><aside id="panel" tabindex="-1"></aside><input id="other">';
    row = document.getElementById('row')!;
    panel = document.getElementById('panel')!;
    other = document.getElementById('other') as HTMLInputElement;
    row.focus();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const press = (key: string, init: KeyboardEventInit = {}) =>
    row.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

  it('moves the focus once the frame has painted, not in the task that asked', () => {
    focusAfterPaint(() => panel);
    expect(document.activeElement).toBe(row);
    vi.runAllTimers();
    expect(document.activeElement).toBe(panel);
  });

  it('gives the target a key pressed before then, with the focus', () => {
    const onPanel = vi.fn((event: KeyboardEvent) => event.key);
    const onRow = vi.fn();
    panel.addEventListener('keydown', onPanel);
    row.addEventListener('keydown', onRow);
    focusAfterPaint(() => panel);
    expect(press('Escape')).toBe(false); // the row's own press goes no further
    expect(document.activeElement).toBe(panel);
    expect(onPanel).toHaveReturnedWith('Escape');
    expect(onRow).not.toHaveBeenCalled();
    // Taken once: later keys are the page's own business.
    press('Escape');
    expect(onRow).toHaveBeenCalledTimes(1);
    expect(onPanel).toHaveBeenCalledTimes(1);
  });

  it('lets Tab go on from the target, whose focus it now is, and a shortcut go on as pressed', () => {
    const onPanel = vi.fn();
    panel.addEventListener('keydown', onPanel);
    focusAfterPaint(() => panel);
    expect(press('Tab')).toBe(true);
    expect(document.activeElement).toBe(panel);

    row.focus();
    focusAfterPaint(() => panel);
    expect(press('r', { ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(panel);
    expect(onPanel).not.toHaveBeenCalled();
  });

  it('leaves a focus moved elsewhere meanwhile, and does nothing once cancelled', () => {
    focusAfterPaint(() => panel);
    other.focus();
    vi.runAllTimers();
    expect(document.activeElement).toBe(other);
    press('Escape');
    expect(document.activeElement).toBe(other);

    row.focus();
    focusAfterPaint(() => panel)();
    vi.runAllTimers();
    press('Escape');
    expect(document.activeElement).toBe(row);
  });
});
