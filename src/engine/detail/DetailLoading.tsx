import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import WaitProgress from '@/ui/WaitProgress';

/**
 * A record's panel or dialog while its record or its code is on the way (issue 42): the close button at
 * once, MUI's skeletons where the title and the fields will show, and progress once the wait lasts.
 */
export default function DetailLoading({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} aria-busy>
      <WaitProgress />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Skeleton variant="text" sx={{ flex: 1, fontSize: '1.25rem' }} />
        <IconButton aria-label={translate('app.admin.close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Box>
  );
}
