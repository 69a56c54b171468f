import { Suspense, lazy, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { initials } from '@/auth/authProvider';
import type { User } from '@contract/types';

// The popover's menus load when the person first reaches for the button, not with the page.
const loadPopover = () => import('./AccountPopover');
const AccountPopover = lazy(loadPopover);

/** The account button of the app bar, which opens the account popover (AccountPopover). */
export function AccountMenu({ user, small }: { user: User; small: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        // It shows the initials: its name begins with them (WCAG 2.5.3, label in name).
        aria-label={`${initials(user)} (${translate('app.shell.account.open')})`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}>{initials(user)}</Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountPopover user={user} small={small} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
