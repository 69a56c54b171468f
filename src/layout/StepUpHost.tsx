import { Suspense, lazy, useEffect, useState } from 'react';
import { askStepUpWith } from '@/platform/httpClient';

// Its code and texts load when a dangerous call is first refused, not with the page.
const StepUpDialog = lazy(() => import('./StepUpDialog').then(({ StepUpDialog: Dialog }) => ({ default: Dialog })));

/**
 * Where the admin app asks a person to confirm it is them (issue 59's step-up). A call the platform refuses
 * with 403 STEP_UP_REQUIRED waits in the http client while the dialog asks, then goes again, so the form, the
 * bulk selection or the dialog behind carries on as if nothing had happened. One question at a time: every
 * call refused meanwhile (a bulk run's) waits for the same answer. Without this host (the visitors' app) a
 * refusal is reported as any other.
 */
export function StepUpHost() {
  const [answer, setAnswer] = useState<(confirmed: boolean) => void>();
  useEffect(() => {
    let asked: Promise<boolean> | undefined;
    askStepUpWith(
      () =>
        (asked ??= new Promise<boolean>((resolve) =>
          setAnswer(() => (confirmed: boolean) => {
            asked = undefined;
            setAnswer(undefined);
            resolve(confirmed);
          }),
        )),
    );
    return () => askStepUpWith(undefined);
  }, []);
  return answer ? (
    <Suspense fallback={null}>
      <StepUpDialog onAnswer={answer} />
    </Suspense>
  ) : null;
}
