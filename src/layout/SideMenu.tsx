import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { preloadRoute } from '@/routes/preloadRoute';
import type { RouteEntry } from '@/routes/routeTable';
import { menuFor, type MenuItem } from './menuEntries';

const isAt = (path: string, pathname: string) => !!matchPath({ path, end: false }, pathname);

function Entry({
  item,
  mini,
  nested = false,
  onNavigate,
}: {
  item: MenuItem;
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

  const button = (
    <ListItemButton
      component={Link}
      to={item.path}
      selected={selected}
      // Pointing at an entry fetches its page's code, so the click rarely waits for it.
      onPointerEnter={() => preloadRoute(item.path)}
      onFocus={() => preloadRoute(item.path)}
      onClick={() => {
        if (hasChildren) setExpanded(true);
        onNavigate?.();
      }}
      aria-label={mini ? label : undefined}
      sx={{ pl: nested && !mini ? 4 : 2, minHeight: 44 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        {/* A custom page's icon is a lazy chunk (routes/pages.ts): never hold the menu for it. */}
        <Suspense fallback={null}>
          <Icon />
        </Suspense>
      </ListItemIcon>
      {!mini && <ListItemText primary={label} />}
    </ListItemButton>
  );

  return (
    <>
      <li style={{ position: 'relative', listStyle: 'none' }}>
        {mini ? (
          <Tooltip title={label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        )}
        {hasChildren && !mini && (
          <IconButton
            size="small"
            aria-label={translate('app.shell.menu.toggleGroup', { name: label })}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
            sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
          >
            {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        )}
      </li>
      {hasChildren && (
        <Collapse in={expanded || mini} timeout="auto" unmountOnExit component="li" sx={{ listStyle: 'none' }}>
          <List disablePadding>
            {item.children.map((child) => (
              <Entry key={child.path} item={child} mini={mini} nested onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

/** The side menu: the entries of the route table the user may enter, nested ones under their parent. */
export function SideMenu({ mini, onNavigate, routes }: { mini: boolean; onNavigate?: () => void; routes?: RouteEntry[] }) {
  const { user } = useCurrentUser();
  const translate = useTranslate();
  return (
    // The entries are list items: the list sits inside the navigation landmark, not as it.
    <Box component="nav" aria-label={translate('app.shell.menu.label')} sx={{ flex: 1 }}>
      <List>
        {menuFor(user, routes).map((item) => (
          <Entry key={item.path} item={item} mini={mini} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}
