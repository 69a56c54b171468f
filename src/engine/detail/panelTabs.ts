import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The tabs of a record's 340 px panel (issue 42): MUI's tabs are at least 90 px wide and in capitals, so
 * four of them ran past the panel, cut ("SESSIO…") with History behind a scroll arrow. Sized to their
 * labels, in the labels' own case, they fit; the strip stays scrollable (by swipe, wheel or arrow keys,
 * without arrow buttons, which took 80 px of it) for a longer translation.
 */
export const PANEL_TABS_SX: SxProps<Theme> = {
  minHeight: 40,
  '& .MuiTab-root': { minWidth: 0, minHeight: 40, px: 1.25, textTransform: 'none' },
};
