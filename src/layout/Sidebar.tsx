import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { SIDEBAR_WIDTH } from '@/constants';
import { SideMenu } from './SideMenu';

/** The collapsed rail: 7 spacing units plus the border (spec 1, section 9: about 7 to 9). */
export const RAIL_SPACING = 7;

/**
 * The sidebar: a permanent drawer on wide screens (240 wide, or the icon rail after Collapse Menu),
 * a temporary drawer on small screens, opened from the app bar's menu button.
 */
export function Sidebar({
  small,
  mini,
  onToggleMini,
  drawerOpen,
  onCloseDrawer,
}: {
  small: boolean;
  mini: boolean;
  onToggleMini: () => void;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}) {
  const translate = useTranslate();
  if (small) {
    return (
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={onCloseDrawer}
        ModalProps={{ keepMounted: true }}
        // Above the app bar (which sits above permanent drawers), like any modal.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH }, 'data-testid': 'sidebar' } as object }}
      >
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Box component="img" src={`${import.meta.env.BASE_URL}logo.svg`} alt="" sx={{ width: 28, height: 28 }} />
        </Toolbar>
        <Divider />
        <SideMenu mini={false} onNavigate={onCloseDrawer} />
      </Drawer>
    );
  }
  const width = (theme: { spacing: (n: number) => string }) =>
    mini ? `calc(${theme.spacing(RAIL_SPACING)} + 1px)` : SIDEBAR_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box', transition: 'width 200ms' },
      }}
      slotProps={{ paper: { 'data-testid': 'sidebar' } as object }}
    >
      <Toolbar variant="dense" />
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <SideMenu mini={mini} />
        <Divider />
        <ListItemButton
          onClick={onToggleMini}
          aria-label={translate('app.shell.menu.collapse')}
          aria-pressed={mini}
          sx={{ flexGrow: 0, minHeight: 44 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{mini ? <ChevronRightIcon /> : <ChevronLeftIcon />}</ListItemIcon>
          {!mini && <ListItemText primary={translate('app.shell.menu.collapse')} />}
        </ListItemButton>
      </Box>
    </Drawer>
  );
}
