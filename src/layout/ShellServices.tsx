import { useRealtime } from '@/realtime/useRealtime';
import { PageServices } from './PageServices';
import { StepUpHost } from './StepUpHost';
import { IdleWarning } from './IdleWarning';

/**
 * What every page of the admin app has, with or without the layout (sign-in included): the page
 * services, the realtime connection, the step-up dialog and the idle warning. Given to <Admin> as its `notification` component, the one slot
 * react-admin renders on every route, inside the router.
 */
export function ShellServices() {
  useRealtime();
  return (
    <>
      <PageServices />
      <StepUpHost />
      <IdleWarning />
    </>
  );
}
