import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A page shown without the shell (sign-in, processing, join): its content centred in the window. */
export default function BarePage({ children, sx = [] }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="main"
      sx={[
        {
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
