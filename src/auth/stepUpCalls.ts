import { platformRequest } from '@/platform/httpClient';

/**
 * Step-up (issue 59): the person confirms it is them (their password, or a code of their authenticator app),
 * and their session may make dangerous calls for 5 minutes. Loaded with the dialog, which shows a refusal
 * itself (src/layout/StepUpDialog.tsx).
 */
export const stepUp = (proof: { password: string } | { code: string }) =>
  platformRequest<{ steppedUpUntil: string }>('account', '/users/signin/step-up', {
    method: 'POST',
    body: proof,
    notify: false,
    noStepUp: true,
    noAuthRedirect: true,
  });
