import { useEffect } from 'react';

/**
 * For scrollable MUI tabs' `scrollbar` slot: MUI measures the scrollbar's height to hide it under a negative
 * margin, a forced layout of the whole page when the tabs mount (5–33 ms at a record's opening: issue 41). The
 * scroller hides its scrollbar with CSS in every browser the console supports (MUI's own TODO says the
 * measure can go then), so this answers 0 without measuring; the scroller scrolls once told.
 */
export default function NoScrollbarMeasure({ onChange }: { onChange: (height: number) => void }) {
  useEffect(() => onChange(0), [onChange]);
  return null;
}
