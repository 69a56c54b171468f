import { Suspense, useState, type ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { alpha, styled, type Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { useCapabilities } from '@/platform/capabilities';
import { preloadRoute } from '@/routes/preloadRoute';
import { routes as routeTable, type RouteEntry } from '@/routes/routeTable';
import { menuFor, type MenuItem } from './menuEntries';

const isAt = (path: string, pathname: string) => !!matchPath({ path, end: false }, pathname);

/**
 * The class names of the menu's entries (SideMenu, and the sidebar's Collapse Menu control). The menu is
 * plain links and buttons styled once by its root (menuStyles): as MUI list items it was the largest
 * part of the shell's first render (issue 23). The selected entry is marked as MUI marks its own
 * (Mui-selected), with aria-current.
 */
export const MENU = {
  item: 'SideMenu-item',
  nested: 'SideMenu-nested',
  icon: 'SideMenu-icon',
  text: 'SideMenu-text',
  toggle: 'SideMenu-toggle',
  selected: 'Mui-selected',
} as const;

/** How the entries look: MUI's ListItemButton, ListItemIcon, ListItemText and small IconButton, in the theme's terms. */
function menuStyles(theme: Theme) {
  const { palette, typography, transitions } = theme;
  const { action, primary } = palette;
  return {
    display: 'flex',
    flexDirection: 'column' as const,
    flex: 1,
    '& > nav': { flex: 1 },
    '& ul': { listStyle: 'none', margin: 0, padding: 0, position: 'relative' },
    '& > nav > ul': { padding: '8px 0' },
    '& li': { position: 'relative' },
    [`& .${MENU.item}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      position: 'relative',
      boxSizing: 'border-box',
      width: '100%',
      minHeight: 44,
      padding: '8px 16px',
      margin: 0,
      border: 0,
      borderRadius: 0,
      background: 'transparent',
      color: palette.text.primary,
      font: 'inherit',
      textAlign: 'left',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      outline: 0,
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '&:hover': { backgroundColor: action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&:focus-visible': { backgroundColor: action.focus, outlineOffset: -2 },
      [`&.${MENU.selected}`]: {
        backgroundColor: alpha(primary.main, action.selectedOpacity),
        '&:hover': { backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity) },
        '&:focus-visible': { backgroundColor: alpha(primary.main, action.selectedOpacity + action.focusOpacity) },
      },
    },
    [`& .${MENU.nested}`]: { paddingLeft: 32 },
    [`& .${MENU.icon}`]: { display: 'inline-flex', minWidth: 40, flexShrink: 0, color: action.active },
    [`& .${MENU.text}`]: { ...typography.body1, display: 'block', flex: '1 1 auto', minWidth: 0, margin: '4px 0' },
    [`& .${MENU.toggle}`]: {
      position: 'absolute',
      right: 8,
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 5,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: action.active,
      cursor: 'pointer',
      outline: 0,
      transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
      '&:hover': {
        backgroundColor: alpha(action.active, action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
    },
  };
}

function Entry({
  item,
  routes,
  mini,
  nested = false,
  onNavigate,
}: {
  item: MenuItem;
  routes: RouteEntry[];
  mini: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const inGroup = item.children.some((child) => isAt(child.path, pathname));
  const [expanded, setExpanded] = useState(inGroup || isAt(item.path, pathname));
  const label = translate(item.label);
  const Icon = item.icon;
  const selected = isAt(item.path, pathname);
  const hasChildren = item.children.length > 0;
  const className = [MENU.item, nested && !mini && MENU.nested, selected && MENU.selected].filter(Boolean).join(' ');

  const link = (
    <Link
      to={item.path}
      className={className}
      aria-current={selected ? 'page' : undefined}
      // Pointing at an entry fetches its page's code, so the click rarely waits for it.
      onPointerEnter={() => preloadRoute(item.path, routes)}
      onFocus={() => preloadRoute(item.path, routes)}
      onClick={() => {
        if (hasChildren) setExpanded(true);
        onNavigate?.();
      }}
      aria-label={mini ? label : undefined}
    >
      <span className={MENU.icon}>
        {/* A custom page's icon is a lazy chunk (routes/pages.ts): never hold the menu for it. */}
        <Suspense fallback={null}>
          <Icon />
        </Suspense>
      </span>
      {!mini && <span className={MENU.text}>{label}</span>}
    </Link>
  );

  return (
    <>
      <li>
        {mini ? (
          <Tooltip title={label} placement="right">
            {link}
          </Tooltip>
        ) : (
          link
        )}
        {hasChildren && !mini && (
          <button
            type="button"
            className={MENU.toggle}
            aria-label={translate('app.shell.menu.toggleGroup', { name: label })}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </button>
        )}
      </li>
      {hasChildren && (expanded || mini) && (
        <li>
          <ul>
            {item.children.map((child) => (
              <Entry key={child.path} item={child} routes={routes} mini={mini} nested onNavigate={onNavigate} />
            ))}
          </ul>
        </li>
      )}
    </>
  );
}

const Root = styled('div')(({ theme }) => menuStyles(theme));

/**
 * The side menu: the entries of the route table the user may enter, nested ones under their parent;
 * `footer` (the sidebar's Collapse Menu control, drawn as an entry) below the navigation, styled with it.
 */
export function SideMenu({
  mini,
  onNavigate,
  routes = routeTable,
  footer,
}: {
  mini: boolean;
  onNavigate?: () => void;
  routes?: RouteEntry[];
  footer?: ReactNode;
}) {
  const { user } = useCurrentUser();
  const offers = useCapabilities();
  const translate = useTranslate();
  return (
    <Root>
      {/* The entries are list items: the list sits inside the navigation landmark, not as it. */}
      <nav aria-label={translate('app.shell.menu.label')}>
        <ul>
          {menuFor(user, routes, offers).map((item) => (
            <Entry key={item.path} item={item} routes={routes} mini={mini} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
      {footer}
    </Root>
  );
}
