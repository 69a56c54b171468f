import { useEffect } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The tabs of a record's 340 px panel (issue 42): MUI's tabs are at least 90 px wide and in capitals, so
 * four of them ran past the panel, cut ("SESSIO…") with History behind a scroll arrow. Sized to their
 * labels, in the labels' own case, they fit; the strip stays scrollable (by swipe, wheel or arrow keys,
 * without arrow buttons, which took 80 px of it) for a longer translation.
 */
const PANEL_TABS_SX: SxProps<Theme> = {
  minHeight: 40,
  '& .MuiTab-root': { minWidth: 0, minHeight: 40, px: 1.25, textTransform: 'none' },
};

/**
 * The scrollable tabs' `scrollbar` slot: MUI measures the scrollbar's height to hide it under a negative margin,
 * a forced layout in the first frame of every record opened (5–33 ms at a row's click: issue 41). The scroller
 * hides its scrollbar with CSS in every browser the console supports (MUI's own TODO says the measure can go
 * then), so the slot answers 0 without measuring; the scroller scrolls once told.
 */
function HiddenScrollbar({ onChange }: { onChange: (height: number) => void }) {
  useEffect(() => onChange(0), [onChange]);
  return null;
}

/** What a record panel's tab strip is given: scrollable without arrow buttons, and no scrollbar measure. */
export const PANEL_TABS_PROPS = {
  variant: 'scrollable',
  scrollButtons: false,
  slots: { scrollbar: HiddenScrollbar },
  sx: PANEL_TABS_SX,
} as const;
