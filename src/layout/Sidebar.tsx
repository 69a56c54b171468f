import { Suspense } from 'react';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT, SIDEBAR_WIDTH } from '@/constants';
import { preloadable } from '@/ui/preloadable';
import { MENU, SideMenu } from './SideMenu';

/** The collapsed rail: 7 spacing units plus the border (spec 1, section 9: about 7 to 9). */
export const RAIL_SPACING = 7;

// Only small screens use MUI's modal drawer: its code loads there, not with every wide page.
const SidebarDrawer = preloadable(() => import('./SidebarDrawer'));

/**
 * The sidebar: on wide screens a rail beside the page (240 wide, or the icon rail after Collapse Menu),
 * drawn as MUI's permanent drawer is, with plain elements under one styled root; on small screens a
 * temporary drawer (SidebarDrawer), opened from the app bar's menu button.
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
      <Suspense fallback={null}>
        <SidebarDrawer open={drawerOpen} onClose={onCloseDrawer} />
      </Suspense>
    );
  }
  const label = translate('app.shell.menu.collapse');
  return (
    <Rail className={mini ? 'Sidebar-mini' : undefined}>
      <div className="Sidebar-paper" data-testid="sidebar">
        {/* Room for the app bar, which lies over the rail. */}
        <div className="Sidebar-appBar" />
        <SideMenu
          mini={mini}
          footer={
            <>
              <hr className="Sidebar-divider" />
              {/* An entry like the menu's. */}
              <button type="button" className={MENU.item} onClick={onToggleMini} aria-label={label} aria-pressed={mini}>
                <span className={MENU.icon}>{mini ? <ChevronRightIcon /> : <ChevronLeftIcon />}</span>
                {!mini && <span className={MENU.text}>{label}</span>}
              </button>
            </>
          }
        />
      </div>
    </Rail>
  );
}

/** MUI's permanent drawer (its docked root and paper), in the theme's terms. */
const Rail = styled('div')(({ theme }) => {
  const width = SIDEBAR_WIDTH;
  const railWidth = `calc(${theme.spacing(RAIL_SPACING)} + 1px)`;
  return {
    flex: '0 0 auto',
    width,
    '&.Sidebar-mini, &.Sidebar-mini .Sidebar-paper': { width: railWidth },
    '& .Sidebar-paper': {
      position: 'fixed',
      top: 0,
      left: 0,
      zIndex: theme.zIndex.drawer,
      display: 'flex',
      flexDirection: 'column',
      flex: '1 0 auto',
      boxSizing: 'border-box',
      width,
      height: '100%',
      overflowX: 'hidden',
      overflowY: 'auto',
      outline: 0,
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      borderRight: `1px solid ${theme.palette.divider}`,
      transition: 'width 200ms',
    },
    '& .Sidebar-appBar': { minHeight: APP_BAR_HEIGHT, flexShrink: 0 },
    '& .Sidebar-divider': { margin: 0, flexShrink: 0, border: 0, borderBottom: `1px solid ${theme.palette.divider}` },
  };
});
