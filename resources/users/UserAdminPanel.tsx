import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import DangerTab from '@/engine/detail/DangerTab';
import FieldEditor from '@/engine/fields/FieldEditor';
import RecordForm from '@/engine/forms/RecordForm';
import { fieldOf } from '@/engine/fields/lookup';
import type { DetailSlotProps } from '@/engine/types';
import WaitProgress from '@/ui/WaitProgress';
import { fullNameOf } from './initials';
import ResetPasswordDialog from './ResetPasswordDialog';
import UserGroups from './UserGroups';

// Security (issue 38) after the spec's three, whose indices stay.
const TABS = ['general', 'groups', 'danger', 'security'] as const;

const UserSecurity = lazy(() => import('./security/UserSecurity'));

/**
 * The alternate 340 px admin panel of a user (spec 1, "Alternate admin panel variant"; a deployment
 * chooses it with config.json's `userPanel`, UserPanel.tsx): General (name, e-mail, default app),
 * Groups (membership) and Danger (change password, active toggle, and delete once the full name is typed);
 * then Security, as the detail shows it below the sessions: the second factors and the lockout.
 */
export default function UserAdminPanel({ definition, record, onClose }: DetailSlotProps) {
  const translate = useTranslate();
  // Its deletion asks for the user's full name typed, where the detail's asks only "Are you sure ?".
  const typedDelete = useMemo(
    () => ({ ...definition, delete: { ...definition.delete, typed: ['firstName', 'lastName'] } }),
    [definition],
  );
  const [tab, setTab] = useState(0);
  const [changingPassword, setChangingPassword] = useState(false);
  const editor = (source: string, label?: string) => {
    const field = fieldOf(definition, source);
    return (
      <FieldEditor key={source} definition={definition} field={label ? { ...field, label } : field} record={record} />
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {fullNameOf(record)}
        </Typography>
        <IconButton aria-label={translate('app.admin.close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs value={tab} onChange={(_, index: number) => setTab(index)} variant="fullWidth">
        {TABS.map((t) => (
          <Tab key={t} label={translate(`app.resources.users.admin.${t}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" sx={{ p: 2, overflowY: 'auto', flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {TABS[tab] === 'general' && (
          <RecordForm definition={definition} record={record}>
            {editor('firstName')}
            {editor('lastName')}
            {editor('email')}
            {editor('defaultAppID')}
          </RecordForm>
        )}
        {TABS[tab] === 'groups' && <UserGroups userID={record.id} />}
        {TABS[tab] === 'security' && (
          <Suspense fallback={<WaitProgress inline />}>
            <UserSecurity userID={record.id} />
          </Suspense>
        )}
        {TABS[tab] === 'danger' && (
          <>
            <Button variant="outlined" onClick={() => setChangingPassword(true)}>
              {translate('app.resources.users.admin.changePassword')}
            </Button>
            <ResetPasswordDialog
              userID={record.id}
              open={changingPassword}
              onClose={() => setChangingPassword(false)}
            />
            {editor('active', 'app.resources.users.admin.active')}
            <Divider />
            <DangerTab definition={typedDelete} record={record} onDeleted={onClose} />
          </>
        )}
      </Box>
    </Box>
  );
}
