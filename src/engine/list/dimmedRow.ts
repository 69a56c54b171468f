import type { Theme } from '@mui/material/styles';

/**
 * How a dimmed row (an inactive user, a resolved event) looks: its text greyed and grey avatars. Not
 * opacity: half-faded text falls below the WCAG AA contrast (4.5:1). The grey keeps it in both themes,
 * on a selected row's background too (MUI's secondary text does not there).
 */
export const dimmedText = (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[400] : theme.palette.grey[700]);

export const DIMMED_ROW_SX = {
  '& > td': { color: dimmedText },
  '& .MuiAvatar-root': { bgcolor: 'grey.600', color: '#fff' },
} as const;
