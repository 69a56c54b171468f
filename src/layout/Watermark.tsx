import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useConfig } from '@/config';

/** The optional beta / alpha ribbon (config.json `watermark`). */
export function Watermark() {
  const translate = useTranslate();
  const { watermark } = useConfig();
  if (watermark !== 'beta' && watermark !== 'alpha') return null;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        bottom: 22,
        left: -42,
        width: 160,
        py: 0.5,
        transform: 'rotate(45deg)',
        textAlign: 'center',
        bgcolor: watermark === 'alpha' ? 'error.main' : 'warning.main',
        color: 'common.white',
        fontWeight: 700,
        letterSpacing: 2,
        textTransform: 'uppercase',
        zIndex: 1250,
        pointerEvents: 'none',
        boxShadow: 2,
      }}
    >
      {translate(`app.shell.watermark.${watermark}`)}
    </Box>
  );
}
