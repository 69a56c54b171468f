import { useEffect } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from '@/navigation';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '@/auth';
import { useConfig } from '@/config';
import { OPA_READY_POLL_MS } from '@/constants';
import { hostOf, safeRedirect } from '@/signin/redirect';
import { goTo } from '@/signin/signinDestination';
import BarePage from '@/ui/BarePage';
import { useAuth } from '@/auth/authProvider';

/**
 * /processing?redirect=…: the waiting page while the policy engine prepares a new account. Polls
 * opaReady every 5 s, then goes to the redirect, which obeys the sign-in allow-list (plus the host of
 * the signed-in user's own default app, the one full address a sign-in legitimately sends here).
 * A visitor has no account being prepared: they go to the sign-in page with the query string, as a
 * 401 would send them, so that its requests (a signup link…) are honoured there.
 */
export default function ProcessingPage() {
  const auth = useAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { allowedRedirectHosts, signinPath } = useConfig();
  const { user, isPending } = useCurrentUser();
  const signedIn = !!user;
  const visitor = !isPending && !signedIn;
  const target = safeRedirect(params.get('redirect'), {
    allowedHosts: [...allowedRedirectHosts, hostOf(user?.defaultAppURL)].filter(Boolean),
    origin: window.location.origin,
  });

  useEffect(() => {
    if (visitor) navigate(`${signinPath}${search}`, { replace: true });
  }, [visitor, signinPath, search, navigate]);

  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (await auth.isBackendReady()) {
        if (!stopped) goTo(target, navigate);
        return;
      }
      if (!stopped) timer = setTimeout(() => void check(), OPA_READY_POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [auth, signedIn, target, navigate]);

  useEffect(() => {
    document.title = translate('app.launcher.processing.title');
  }, [translate]);

  return (
    <BarePage sx={{ textAlign: 'center', gap: 2, p: 3 }}>
      <CircularProgress aria-hidden />
      <Typography component="h1" variant="h5">
        {translate('app.launcher.processing.title')}
      </Typography>
      <Typography color="textSecondary">{translate('app.launcher.processing.duration')}</Typography>
      <Typography color="textSecondary">{translate('app.launcher.processing.keepOpen')}</Typography>
      <Typography color="textSecondary">{translate('app.launcher.processing.redirected')}</Typography>
    </BarePage>
  );
}
