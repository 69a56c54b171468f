import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { LoadingScreen } from './LoadingScreen';
import { LANDING_PATH } from './pages';
import { RedirectToSignin } from './RouteGuard';

/** `/`: a signed-in user goes to the landing page, a visitor (once the user is loaded) to the sign-in page. */
export default function RootRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  if (!user) return <RedirectToSignin remember={false} />;
  return <Navigate to={LANDING_PATH} replace />;
}
