import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page's heading with its add button beside it, where the button covers nothing whatever scrolls
 * (issue 22); its negative margins keep the row as high as the heading alone.
 */
export default function PageHeading({
  children,
  variant,
  mb,
  add,
}: {
  children: ReactNode;
  variant: TypographyProps['variant'];
  mb: number;
  /** The add button, when the person may add: its accessible name and what it does. */
  add?: { label: string; onClick: () => void };
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb }}>
      <Typography variant={variant} component="h1" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Typography>
      {add && (
        <Fab
          color="primary"
          size="small"
          aria-label={add.label}
          onClick={add.onClick}
          // Not above the page's other layers (MUI lifts a Fab over them): the record's sticky panel
          // passes over it as the page scrolls, instead of the "+" over the panel's top edge (issue 42).
          sx={{ flexShrink: 0, my: -0.5, zIndex: 'auto' }}
        >
          <AddIcon />
        </Fab>
      )}
    </Box>
  );
}
