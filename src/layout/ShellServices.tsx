import { useRealtime } from '@/realtime/useRealtime';
import { PageServices } from './PageServices';
import { StepUpHost } from './StepUpHost';

/**
 * What every page of the admin app has, with or without the layout (sign-in included): the page
 * services and the realtime connection. Given to <Admin> as its `notification` component, the one slot
 * react-admin renders on every route, inside the router.
 */
export function ShellServices() {
  useRealtime();
  return (
    <>
      <PageServices />
      <StepUpHost />
    </>
  );
}
