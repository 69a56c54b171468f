import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The authenticated shell (app bar, sidebar, footer, drawers). */
export function ShellLayout({ children }: { children?: ReactNode }) {
  return <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>{children}</Box>;
}
