import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { useAuth } from '@/auth/authProvider';
import { currentOrganization } from '@/auth/session';
import type { User } from '@contract/types';

/**
 * The organization label: No Organization when there is none, the name when there is one, and a
 * chip that switches organization when there are more (the page reloads after the switch;
 * `onSwitch` lets the surrounding popover close, so a failure's notification is not hidden behind it).
 */
export function OrganizationSwitch({ user, onSwitch }: { user: User; onSwitch?: () => void }) {
  const auth = useAuth();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const organizations = user.organizations ?? [];
  const current = currentOrganization(user);

  if (!current) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="organization-label">
        {translate('app.shell.organization.none')}
      </Typography>
    );
  }
  if (organizations.length < 2) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="organization-label">
        {current.name}
      </Typography>
    );
  }
  return (
    <>
      <Chip
        data-testid="organization-chip"
        icon={<CorporateFareIcon />}
        label={current.name}
        deleteIcon={<ArrowDropDownIcon />}
        onDelete={(event) => setAnchor((event.currentTarget as HTMLElement).parentElement)}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={translate('app.shell.organization.switch')}
        title={translate('app.shell.organization.switch')}
      />
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {organizations.map((organization) => (
          <MenuItem
            key={organization.id}
            selected={organization.id === current.id}
            onClick={() => {
              setAnchor(null);
              if (organization.id === current.id) return;
              onSwitch?.();
              void auth.switchOrganization(organization.id).catch(() => undefined);
            }}
          >
            {organization.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
