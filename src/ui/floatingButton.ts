import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Where a page's floating button (MUI's Fab, small) goes: in the row of the page's heading, at its end,
 * never fixed over the page. Fixed in a corner it covered whatever scrolled beneath it (a panel's last
 * controls, a row's buttons) at some width or scroll; beside the heading it covers nothing. Its negative
 * margins keep the heading's row as high as the heading alone, so nothing below moves for it.
 */
export const FLOATING_BUTTON_SX: SxProps<Theme> = { flexShrink: 0, my: -0.5 };
