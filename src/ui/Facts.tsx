import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Terms and their values as a description list, two columns (a session's, a second factor's facts). */
export default function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        rowGap: 0.25,
        my: 1,
        typography: 'body2',
        '& dd': { m: 0 },
      }}
    >
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Box>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
