import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Confetti from 'react-confetti';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@/navigation';
import { useTranslate } from 'react-admin';
import BarePage from '@/ui/BarePage';
import { refreshCurrentUser, storePostLoginRedirect, useCurrentUser } from '@/auth';
import { useConfig } from '@/config';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '@/constants';
import { joinOrganizationPath, signinPathWithEmail } from '@/signin/joinReturn';
import { asHttps } from '@/signin/redirect';
import { safeImageUrl } from '@contract/safeUrl';
import { selfService } from '@/signin/selfServiceStore';
import { useAuth } from '@/auth/authProvider';
import { callKey } from '@/platform/queryKeys';

type Step = 'loading' | 'invited' | 'joined' | 'ask' | 'unknown';

/**
 * /joinOrganization?token=…&email=… (spec 2 section 4): a signed-in visitor accepts or ignores the
 * invitation; a visitor who is not signed in says whether they have an account, and goes to sign in
 * (coming back here afterwards) or to create one with the invitation.
 */
export default function JoinOrganizationPage() {
  const auth = useAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { signinPath } = useConfig();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isPending } = useCurrentUser();
  const [joined, setJoined] = useState(false);
  const [joining, setJoining] = useState(false);

  const organization = useQuery({
    queryKey: callKey('organizations', 'getInvitation', { token }),
    queryFn: () => auth.getInvitation(token),
    // Open to visitors too (anon rule): the invitation names its organization before any sign-in.
    enabled: !!token,
  });
  const email = params.get('email') ?? organization.data?.inviteEmail ?? '';

  let step: Step;
  if (!token) step = 'unknown';
  else if (isPending) step = 'loading';
  else if (!user) step = 'ask';
  else if (joined) step = 'joined';
  else if (organization.isPending) step = 'loading';
  else if (organization.data) step = 'invited';
  else step = 'unknown';

  useEffect(() => {
    document.title = translate('app.launcher.join.title');
  }, [translate]);

  const accept = async () => {
    setJoining(true);
    try {
      await auth.joinOrganization(token);
      await refreshCurrentUser();
      setJoined(true);
    } catch {
      // notified by the adapter
    } finally {
      setJoining(false);
    }
  };

  // A person who signs in comes back here to accept.
  const returnHere = () => storePostLoginRedirect(joinOrganizationPath(token, email || undefined));

  const name = organization.data?.name ?? '';
  let content;
  switch (step) {
    case 'loading':
      content = <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
      break;
    case 'invited':
      content = (
        <>
          <CardContent sx={{ textAlign: 'center' }}>
            <Avatar
              src={safeImageUrl(organization.data?.logo)}
              alt={name}
              sx={{ width: 80, height: 80, mx: 'auto', mb: 2 }}
            >
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate('app.launcher.join.invitedTo', { name })}
            </Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'center' }}>
            <Button onClick={() => navigate('/')} disabled={joining}>
              {translate('app.launcher.join.ignore')}
            </Button>
            <Button variant="contained" onClick={() => void accept()} disabled={joining}>
              {translate('app.launcher.join.accept')}
            </Button>
          </CardActions>
        </>
      );
      break;
    case 'joined':
      content = (
        <>
          <JoinConfetti />
          <CardContent sx={{ textAlign: 'center' }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate('app.launcher.join.congratulations')}
            </Typography>
            <Typography>{translate('app.launcher.join.joined', { name })}</Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'center' }}>
            <Button
              variant="contained"
              onClick={() => {
                if (user?.defaultAppURL) window.location.assign(asHttps(user.defaultAppURL));
                else navigate('/');
              }}
            >
              {translate('app.launcher.join.letsGo')}
            </Button>
          </CardActions>
        </>
      );
      break;
    case 'ask':
      content = (
        <>
          <CardContent sx={{ textAlign: 'center' }}>
            <Typography component="h1" variant="h5" gutterBottom>
              {name ? translate('app.launcher.join.invitedTo', { name }) : translate('app.launcher.join.invited')}
            </Typography>
            <Typography>{translate('app.launcher.join.haveAccount')}</Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'center' }}>
            <Button
              // The sign-up with the invitation joins the organization by itself: no need to come back.
              onClick={() => selfService.open({ kind: 'signup', inviteToken: token, email: email || undefined })}
            >
              {translate('app.launcher.join.no')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                returnHere();
                navigate(signinPathWithEmail(signinPath, email || undefined));
              }}
            >
              {translate('app.launcher.join.yes')}
            </Button>
          </CardActions>
        </>
      );
      break;
    default:
      content = (
        <CardContent>
          <Typography component="h1" variant="h5" align="center">
            {translate('app.launcher.join.unknownStep')}
          </Typography>
        </CardContent>
      );
  }

  return (
    <BarePage>
      <Card sx={{ width: '100%', maxWidth: 440, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {content}
      </Card>
    </BarePage>
  );
}

/** 200 pieces for 4 s, then gone (spec 2 section 9). */
function JoinConfetti() {
  const [running, setRunning] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setRunning(false), CONFETTI_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!running) return null;
  return (
    <Box data-testid="confetti" sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1 }}>
      <Confetti
        numberOfPieces={CONFETTI_PIECES}
        recycle={false}
        width={window.innerWidth}
        height={window.innerHeight}
      />
    </Box>
  );
}
