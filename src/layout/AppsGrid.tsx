import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { APPS_PER_ROW, APPS_POPOVER_WIDTH } from '@/constants';
import { safeHttpUrl, safeImageUrl } from '@contract/safeUrl';
import type { UserApp } from '@contract/types';

/** An app's icon: an image when the icon is an address, else its initial on the app's colour. */
export function AppBadge({ app, size = 48 }: { app: UserApp; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={safeImageUrl(app.icon)}
      alt={app.name}
      sx={{ width: size, height: size, bgcolor: app.color ?? 'primary.main', fontSize: size / 2.4 }}
    >
      {app.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** The apps switcher of the app bar (shown when the user has more than one app). */
export function AppsGrid({ apps }: { apps: UserApp[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={translate('app.shell.apps.open')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.shell.apps.open')}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box
          role="list"
          aria-label={translate('app.shell.apps.open')}
          sx={{
            width: APPS_POPOVER_WIDTH,
            p: 1,
            display: 'grid',
            // Four equal columns whatever the names: a long one is cut short (its tile's noWrap), not widening its
            // column past the popover's edge, where the tiles beyond were clipped (issue 64).
            gridTemplateColumns: `repeat(${APPS_PER_ROW}, minmax(0, 1fr))`,
            gap: 0.5,
          }}
        >
          {apps.map((app) => (
            <ButtonBase
              key={app.id}
              role="listitem"
              component="a"
              href={safeHttpUrl(app.url)}
              title={app.name}
              sx={{ flexDirection: 'column', p: 1, borderRadius: 1, gap: 0.5, '&:hover': { bgcolor: 'action.hover' } }}
            >
              <AppBadge app={app} size={40} />
              <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                {app.name}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      </Popover>
    </>
  );
}
