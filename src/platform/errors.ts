import type { ErrorBody } from '@contract/types';

/**
 * Any answer other than 200 or 204 (or an envelope without `success: true`). The message is the
 * envelope's description, so react-admin shows the same text where it needs one.
 */
export class PlatformError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly description: string;
  readonly resolution?: string;
  readonly action?: string;
  /** The parsed body, or undefined when it could not be parsed. */
  readonly body?: Partial<ErrorBody>;
  /** The answer's `X-Request-Id`: the platform's log line of the call has it (a person quotes it). */
  readonly requestId?: string;

  constructor(status: number, body?: Partial<ErrorBody>, requestId?: string) {
    const description = body?.description ?? '';
    super(description || `HTTP ${status}`);
    this.name = 'PlatformError';
    this.status = status;
    this.errorCode = body?.errorCode ?? '';
    this.description = description;
    this.resolution = body?.resolution;
    this.action = body?.action;
    this.body = body;
    this.requestId = requestId || undefined;
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
