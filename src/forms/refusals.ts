import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { isPlatformError } from '@/platform/errors';

/**
 * The field a refusal of the platform names (the error envelope's `field`: a rule a value broke, a
 * taken e-mail or name), when the form shows it; the adapter has notified the error once already.
 */
export function fieldAtFault(error: unknown, sources: readonly string[]): string | undefined {
  const field = isPlatformError(error) ? error.body?.field : undefined;
  return field && sources.includes(field) ? field : undefined;
}

/**
 * Why a save failed, as the person reads it: the platform's description (it speaks English), or in
 * another language its code's words when the catalogue has them (app.errors.codes).
 */
export function useFailureReason() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) =>
      isPlatformError(error) && error.errorCode
        ? translate(`app.errors.codes.${error.errorCode}.description`, { _: error.message })
        : error instanceof Error
          ? error.message
          : String(error),
    [translate],
  );
}

/**
 * The errors a refused save answers react-admin's form (the adapter has notified it already): why, on the
 * field of `sources` the API names, else on the whole form, which stays unsaved (and warns when left).
 */
export function useRefusal(sources: readonly string[]) {
  const reasonOf = useFailureReason();
  const key = sources.join();
  return useCallback(
    (error: unknown): Record<string, string> => ({ [fieldAtFault(error, key.split(',')) ?? 'root']: reasonOf(error) }),
    [key, reasonOf],
  );
}
