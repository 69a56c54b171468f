import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { SIDEBAR_WIDTH } from '@/constants';
import { SideMenu } from './SideMenu';

/** The sidebar on small screens: a temporary drawer with the logo and the menu, opened from the app bar's menu button. */
export default function SidebarDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // Above the app bar (which sits above permanent drawers), like any modal.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH }, 'data-testid': 'sidebar' } as object }}
    >
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <Box component="img" src={`${import.meta.env.BASE_URL}logo.svg`} alt="" sx={{ width: 28, height: 28 }} />
      </Toolbar>
      <Divider />
      <SideMenu mini={false} onNavigate={onClose} />
    </Drawer>
  );
}
