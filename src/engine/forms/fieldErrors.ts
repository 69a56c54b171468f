import { isPlatformError } from '@/platform/errors';

/**
 * The field a refusal of the platform names (the error envelope's `field`: a rule a value broke, a
 * taken e-mail or name), when the form shows it; the adapter has notified the error once already.
 */
export function fieldAtFault(error: unknown, sources: readonly string[]): string | undefined {
  const field = isPlatformError(error) ? error.body?.field : undefined;
  return field && sources.includes(field) ? field : undefined;
}
