import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import '@/i18n/dates';
import { useTranslate } from 'react-admin';
import FieldEditor from '@/engine/fields/FieldEditor';
import RecordForm from '@/engine/forms/RecordForm';
import Facts from '@/ui/Facts';
import WaitProgress from '@/ui/WaitProgress';
import { useSecondPass } from '@/ui/useSecondPass';
import { fieldOf } from '@/engine/fields/lookup';
import type { DetailSlotProps } from '@/engine/types';
import CopyValue from './CopyValue';
import ImpersonateButton from './ImpersonateButton';
import { fullNameOf } from './initials';
import OrganizationSelect from './OrganizationSelect';
import UserActions from './UserActions';
import UserGroups from './UserGroups';
import { sessionDate } from './sessions/sessionText';
import PanelTabs from '@/engine/detail/PanelTabs';
import type { Capability } from '@contract/capabilities';
import { useCapabilities } from '@/platform/capabilities';

// The phone's input (mui-tel-input, 190 kB with its countries) comes with the panel's second pass, so that
// the first, which the click waits for, does not wait for its code (issue 41).
const PhoneField = lazy(() => import('./PhoneField'));
// The tabs beyond the first load when opened.
const UserAccessTab = lazy(() => import('./access/UserAccessTab'));
const UserSessions = lazy(() => import('./sessions/UserSessions'));
const UserSecurity = lazy(() => import('./security/UserSecurity'));
const RecordHistory = lazy(() =>
  import('@resources/history/RecordHistory').then((m) => ({ default: m.RecordHistory })),
);

/** The detail's tabs, in the order of the `index` query parameter. */
const TABS = ['details', 'access', 'sessions', 'history'] as const;

/** The platform's capabilities each tab beyond the specification's Details needs (any one of them). */
const TAB_CAPABILITIES: Partial<Record<(typeof TABS)[number], Capability[]>> = {
  access: ['effectiveAccess'],
  sessions: ['sessions', 'secondFactors', 'lockouts', 'lockdown'],
  history: ['history'],
};

/** How the created date reads in the header. */
// The date as the language writes it, month by name: Aug 16, 2018; 16 août 2018; 16. Aug. 2018.
const CREATED_FORMAT = 'll';

/**
 * The detail panel of a user (spec 1, "User detail"): header, created date, and the tabs Details (UUID
 * and ID to copy, Impersonate, the fields that save alone, groups, Email Verified (Active) and the
 * actions), Access, Sessions (with, below them, the person's second factors and lockout: issue 38; in the
 * same tab, so that the spec's tabs keep their indices and all fit the 340 px panel) and History (issue 24).
 */
export default function UserDetail({ definition, record, onClose, tab, onTab }: DetailSlotProps) {
  const translate = useTranslate();
  const offers = useCapabilities();
  // The tabs the platform offers, in their order (on a platform of the specification alone, Details).
  const tabs = TABS.filter((name) => TAB_CAPABILITIES[name]?.some(offers) ?? true);
  const current = tab >= 0 && tab < tabs.length ? tabs[tab] : 'details';
  // The fields the list row already holds show in the panel's first frame; what follows them (the phone's
  // country picker, the selects, the groups, the actions) a frame later, below them, so nothing moves.
  const rest = useSecondPass();
  const editor = (source: string) => (
    <FieldEditor key={source} definition={definition} field={fieldOf(definition, source)} record={record} />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {fullNameOf(record)}
          </Typography>
          {record.createdAt && (
            <Typography variant="caption" color="textSecondary">
              {translate('app.resources.users.createdAt', {
                date: dayjs(String(record.createdAt)).format(CREATED_FORMAT),
              })}
            </Typography>
          )}
        </Box>
        <IconButton aria-label={translate('app.admin.close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      <PanelTabs
        labels={tabs.map((name) => translate(`app.resources.users.tabs.${name}`))}
        value={tabs.indexOf(current)}
        onChange={onTab}
      />
      <Box role="tabpanel" sx={{ p: 2, overflowY: 'auto', flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Suspense fallback={<WaitProgress inline />}>
          {current === 'access' && <UserAccessTab userID={record.id} />}
          {current === 'sessions' && (
            <>
              {offers('sessions') && <UserSessions user={record.id} own={false} />}
              {(offers('secondFactors') || offers('lockouts') || offers('lockdown')) && (
                <UserSecurity userID={record.id} />
              )}
            </>
          )}
          {current === 'history' && <RecordHistory resource="users" id={record.id} />}
        </Suspense>
        {current === 'details' && (
          <RecordForm definition={definition} record={record}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <CopyValue label={translate('app.resources.users.uuid')} value={String(record.uuid ?? '')} />
              <CopyValue label={translate('app.resources.users.id')} value={record.id} />
            </Box>
            {/* Read-only facts of the person's activity (issue 39); empty is never. */}
            <Facts
              facts={(['lastSigninAt', 'lastActiveAt'] as const).map((source) => [
                translate(`app.resources.users.fields.${source}`),
                record[source] ? sessionDate(String(record[source])) : translate('app.resources.users.never'),
              ])}
            />
            <Box>
              <ImpersonateButton userID={record.id} />
            </Box>
            {editor('firstName')}
            {editor('lastName')}
            {editor('email')}
            {rest && (
              // What follows the first fields shows together, once the phone's code is there.
              <Suspense fallback={null}>
                <PhoneField definition={definition} record={record} />
                <OrganizationSelect definition={definition} record={record} />
                {editor('defaultAppID')}
                <UserGroups userID={record.id} />
                {editor('active')}
                <Divider />
                <UserActions definition={definition} record={record} onDeleted={onClose} />
              </Suspense>
            )}
          </RecordForm>
        )}
      </Box>
    </Box>
  );
}
