import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Fab from '@mui/material/Fab';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '@/auth';
import { DEFAULT_TAB_INDEX } from '@/constants';
import { afterDiscard } from '@/forms/unsavedChanges';
import { useUpdateParams } from '@/navigation/useUpdateParams';
import { AccessTokensTab } from './AccessTokensTab';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DefaultAppCard } from './DefaultAppCard';
import { ImpersonationNotice } from './ImpersonationNotice';
import { OtherCard } from './OtherCard';
import { PhoneCard } from './PhoneCard';
import { ProfileForm } from './ProfileCard';
import { ServicesRolesCard } from './ServicesRolesCard';
import { useConfirmEmailLink } from './useConfirmEmailLink';
import type { Capability } from '@contract/capabilities';
import { useCapabilities } from '@/platform/capabilities';

const UserSessions = lazy(() => import('@resources/users/sessions/UserSessions'));
const SecurityTab = lazy(() => import('./security/SecurityTab'));
// Access requests (issue 62): the person's requests and Request access, loaded only where the platform offers them.
const AccessRequestsCard = lazy(() => import('@resources/accessRequests/AccessRequestsCard'));

/** Index 2 is not a tab, but shows the floating organizations button (spec 1 section 2). */
const ORGANIZATIONS_INDEX = 2;
/** The Sessions tab (issue 24) comes after it, so the spec's indexes keep their meaning. */
const SESSIONS_INDEX = 3;
/** "Sign-in & security" (issue 38): second factors and recovery codes, after the spec's tabs too. */
const SECURITY_INDEX = 4;
/** The tabs by their `index`. */
const TABS = [
  { index: 0, label: 'app.account.tabs.myAccount' },
  { index: 1, label: 'app.account.tabs.accessTokens' },
  { index: SESSIONS_INDEX, label: 'app.account.tabs.sessions', capability: 'sessions' },
  { index: SECURITY_INDEX, label: 'app.account.tabs.security', capability: 'secondFactors' },
] as const satisfies readonly { index: number; label: string; capability?: Capability }[];

function tabIndex(raw: string | null): number {
  if (raw === null || raw === '') return DEFAULT_TAB_INDEX;
  const index = Number(raw);
  return Number.isInteger(index) ? index : -1;
}

/** /my-account: the tab is the `index` query parameter (0 My Account, 1 Access Tokens, 3 Sessions, 4 Sign-in & security). */
export default function MyAccountPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const { user } = useCurrentUser();
  useConfirmEmailLink();
  const offers = useCapabilities();
  // The tabs of the capabilities the platform offers (src/platform/capabilities.ts).
  const tabs = TABS.filter((tab) => offers('capability' in tab ? tab.capability : undefined));
  const index = tabIndex(params.get('index'));
  // Index 2 shows the joke with its button, as any index that is not a tab.
  const isTab = tabs.some((t) => t.index === index);

  useEffect(() => {
    document.title = translate('app.account.title');
  }, [translate]);

  // Another tab unmounts this one's forms: changes not saved there are asked about first, as another
  // record is (the path stays, so react-admin's own warning does not ask).
  const select = (next: number) => afterDiscard(() => update((params) => params.set('index', String(next))));

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      {/* The page's name for the outline (every page has its level-one heading); its tabs show it already. */}
      <Typography component="h1" sx={visuallyHidden}>
        {translate('app.account.title')}
      </Typography>
      <Tabs value={isTab ? index : false} onChange={(_, next: number) => select(next)} sx={{ mb: 2 }}>
        {tabs.map((tab) => (
          <Tab key={tab.index} value={tab.index} label={translate(tab.label)} />
        ))}
      </Tabs>
      {!isTab && <Typography sx={{ mt: 4 }}>{translate('app.account.joke')}</Typography>}
      {index === ORGANIZATIONS_INDEX && (
        <Fab
          color="primary"
          aria-label={translate('app.account.organizations')}
          onClick={() => navigate('/organizations')}
          size="small"
          sx={{ mt: 2 }}
        >
          <CorporateFareIcon />
        </Fab>
      )}
      {index === 0 && user && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card variant="outlined">
              <CardHeader
                title={translate('app.account.profile.title')}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
              />
              <CardContent>
                {/* A confirmed new address is a new form: it starts from the address in force. */}
                <ProfileForm key={`${user.id}-${user.email}`} user={user} />
                <ChangePasswordForm user={user} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <PhoneCard key={`phone-${user.id}`} userId={user.id} phone={user.phone} />
            <DefaultAppCard key={`app-${user.id}`} userId={user.id} defaultAppID={user.defaultAppID} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ServicesRolesCard services={user.services} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OtherCard user={user} />
          </Grid>
          {offers('accessRequests') && (
            <Grid size={{ xs: 12, md: 8 }}>
              <Suspense fallback={null}>
                <AccessRequestsCard />
              </Suspense>
            </Grid>
          )}
        </Grid>
      )}
      {index === 1 &&
        user &&
        (user.impersonate ? <ImpersonationNotice user={user} what="tokens" /> : <AccessTokensTab />)}
      {index === SESSIONS_INDEX &&
        isTab &&
        user &&
        (user.impersonate ? (
          <ImpersonationNotice user={user} what="sessions" />
        ) : (
          <Suspense fallback={null}>
            <UserSessions user="current" own />
          </Suspense>
        ))}
      {index === SECURITY_INDEX &&
        isTab &&
        user &&
        (user.impersonate ? (
          <ImpersonationNotice user={user} what="factors" />
        ) : (
          <Suspense fallback={null}>
            <SecurityTab />
          </Suspense>
        ))}
    </Box>
  );
}
