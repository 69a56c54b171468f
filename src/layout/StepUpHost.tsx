import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { askStepUpWith } from '@/platform/httpClient';
import { awaitStepUp, onStepUpChange, stepUpAsked } from './stepUpState';

// Its code loads when a dangerous call is first refused, not with the page.
const StepUpDialog = lazy(() => import('./StepUpDialog').then(({ StepUpDialog: Dialog }) => ({ default: Dialog })));

/**
 * Where the admin app asks a person to confirm it is them (issue 59's step-up): mounted once, it lets the http
 * client hold a refused dangerous call until the dialog answers (stepUpState.ts).
 */
export function StepUpHost() {
  useEffect(() => {
    askStepUpWith(awaitStepUp);
    return () => askStepUpWith(undefined);
  }, []);
  const asked = useSyncExternalStore(onStepUpChange, stepUpAsked);
  return asked ? (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  ) : null;
}
