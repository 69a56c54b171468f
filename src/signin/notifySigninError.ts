import { isPlatformError } from '@/platform/errors';
import { notifyNotice } from '@/notifications/notify';

/**
 * The adapter notifies every error but a 401 (which normally means "go and sign in"). On the sign-in
 * calls a 401 means wrong credentials or a wrong code, so it is shown like any other warning.
 */
export function notifySigninError(error: unknown): void {
  if (!isPlatformError(error) || error.status !== 401) return;
  notifyNotice({
    severity: 'warning',
    title: error.description || 'app.errors.unknown',
    subtitle: error.resolution,
    code: error.errorCode || undefined,
    body: [error.status, error.errorCode].filter(Boolean).join(' '),
    action: error.action,
  });
}
