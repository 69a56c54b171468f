import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';

/** A label on its colour (service names, roles' service badge). */
export default function ColorBadge({ color, label }: { color?: string; label: ReactNode }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme) => ({
        bgcolor: color || 'grey.500',
        color: theme.palette.getContrastText(color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#9e9e9e'),
        fontWeight: 600,
      })}
    />
  );
}
