import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTimeout, useTranslate } from 'react-admin';
import { WAIT_MOMENT_MS } from '@/constants';

/**
 * MUI's indeterminate progress bar, named Loading, shown where an answer is awaited once the wait has
 * lasted a moment (WAIT_MOMENT_MS; react-admin's own LinearProgress waits likewise): render it for as long
 * as the wait lasts (issue 42). It lies over the top edge of the nearest positioned box, so nothing moves
 * when it comes and goes; `inline` gives it its own 4 px line instead. A page whose first render may wait
 * (a list) loads it lazily, so a page opened with its data at hand never loads it.
 */
export default function WaitProgress({ inline }: { inline?: boolean }) {
  const translate = useTranslate();
  const aMomentPassed = useTimeout(WAIT_MOMENT_MS);
  return (
    <Box sx={inline ? { height: 4 } : { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}>
      {aMomentPassed && <LinearProgress aria-label={translate('app.admin.loading')} />}
    </Box>
  );
}
