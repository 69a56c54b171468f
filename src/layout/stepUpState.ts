/**
 * Step-up (issue 59): a dangerous call the platform refuses with 403 STEP_UP_REQUIRED waits here while the
 * person confirms it is them, then is sent again (src/platform/httpClient.ts asks `awaitStepUp` once
 * StepUpHost.tsx is mounted), so the form, the bulk selection or the dialog they were in carries on as if
 * nothing had happened. One question at a time: every call refused
 * meanwhile (a bulk run's) waits for the same answer. The admin app mounts the dialog that answers it
 * (StepUpHost.tsx); without one (the visitors' app) a refusal is reported as any other.
 */
import { listeners } from '@/listeners';

let asked: { answer: Promise<boolean>; settle: (confirmed: boolean) => void } | undefined;
const changes = listeners<[]>();

/** Whether the person is being asked now (the dialog's store). */
export const stepUpAsked = () => !!asked;
export const onStepUpChange = (listener: () => void) => changes.add(listener);

/** Asks the person (once for every call waiting); true once they confirmed, false when they cancelled. */
export function awaitStepUp(): Promise<boolean> {
  if (!asked) {
    let settle!: (confirmed: boolean) => void;
    const answer = new Promise<boolean>((resolve) => (settle = resolve));
    asked = { answer, settle };
    changes.emit();
  }
  return asked.answer;
}

/** The dialog's answer: the calls waiting are sent again (confirmed) or fail as they were refused. */
export function settleStepUp(confirmed: boolean): void {
  const question = asked;
  asked = undefined;
  changes.emit();
  question?.settle(confirmed);
}
