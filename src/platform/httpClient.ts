import { getConfig } from '@/config';
import { notifyNotice, rememberNotifiedError } from '@/notifications/notify';
import { browser } from './browser';
import { platformUrl } from './platformUrl';
import { PlatformError } from './errors';
import { takeStartCall } from './startCalls';
import type { ErrorBody, Method, Service } from '@contract/types';
import { listeners } from '@/listeners';

/** How one call treats the error catalogue (spec 1, section 8). */
export interface CallOptions {
  /** A 401 stays with the caller instead of sending the browser to the sign-in page. */
  noAuthRedirect?: boolean;
  /**
   * false: the caller handles the error itself, no notification. A function decides per error (an
   * import shows its own dialog for a refused document and leaves the rest to the catalogue).
   */
  notify?: boolean | ((error: PlatformError) => boolean);
  /** Headers beside the call's own: a bulk run's `X-Bulk-Run` (src/bulk/runHeader.ts). */
  headers?: Record<string, string>;
  /** A refusal for want of a step-up stays with the caller (the step-up's own call). */
  noStepUp?: boolean;
}

export interface RequestOptions extends CallOptions {
  method?: Method;
  /** Sent as JSON; a FormData (uploads) is sent as multipart. */
  body?: unknown;
  /** Added to the query string; undefined values are left out. */
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** What a call answered, before the envelope is unwrapped (the data provider needs the headers). */
export interface PlatformResponse {
  status: number;
  headers: Headers;
  /** The raw body text. */
  body: string;
  /** The envelope's payload (undefined for 204 or an empty body). */
  json: unknown;
}

/** Splits a configured route such as `/account/users/signin` into its service and path. */
export function splitRoute(route: string): [Service, string] {
  const [, service, ...rest] = route.split('/');
  return [service as Service, `/${rest.join('/')}`];
}

/** A JSON call to the platform: returns the envelope's payload, throws PlatformError otherwise. */
export async function platformRequest<T>(service: Service, path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers, signal, ...callOptions } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await platformFetch(
    platformUrl(service, path, query),
    {
      method,
      signal,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    },
    callOptions,
  );
  return response.json as T;
}

/** One page of a list call of the contract and the total its Content-Range says. */
export interface PlatformPage<T> {
  data: T[];
  total: number;
}

/**
 * A list call of the contract that is not a resource's (who can: its question is in the query): the
 * page `range` asks for (0-based, both ends included) and the total of the Content-Range header.
 */
export async function platformList<T>(
  service: Service,
  path: string,
  {
    range,
    sort,
    query,
    ...callOptions
  }: CallOptions & {
    range: [number, number];
    sort?: [string, 'ASC' | 'DESC'];
    query?: Record<string, string | undefined>;
  },
): Promise<PlatformPage<T>> {
  const url = platformUrl(service, path, {
    ...query,
    range: JSON.stringify(range),
    sort: sort && JSON.stringify(sort),
  });
  const response = await platformFetch(url, { headers: callOptions.headers }, callOptions);
  const data = Array.isArray(response.json) ? (response.json as T[]) : [];
  const total = Number(response.headers.get('Content-Range')?.split('/').pop());
  return { data, total: Number.isFinite(total) ? total : data.length };
}

/**
 * Who asks the person to confirm it is them when a dangerous call is refused for want of a step-up (issue 59):
 * the admin app's dialog (src/layout/StepUpHost.tsx); it answers true once they did. None: the refusal stands.
 */
let stepUpPrompt: (() => Promise<boolean>) | undefined;

export function askStepUpWith(prompt: (() => Promise<boolean>) | undefined): void {
  stepUpPrompt = prompt;
}

/** Listeners told of every error the platform answers (src/auth reads the identity again after some). */
const errorListeners = listeners<[PlatformError]>();

/** Tells `listener` of every error envelope the platform answers from now on; answers the unsubscribe. */
export function onPlatformError(listener: (error: PlatformError) => void): () => void {
  return errorListeners.add(listener);
}

/** Listeners told of every answer the platform gives (any status): each call is activity of the session. */
const answerListeners = listeners<[]>();

/**
 * Tells `listener` of every answer of the platform from now on (src/layout/IdleWarning.tsx counts the session's
 * idle time from the last one); answers the unsubscribe.
 */
export function onPlatformAnswer(listener: () => void): () => void {
  return answerListeners.add(listener);
}

/**
 * The one place that talks HTTP to the platform: credentials, JSON, the envelope and the error
 * catalogue. Used by platformRequest and by the data provider.
 */
export async function platformFetch(
  url: string,
  init: RequestInit = {},
  options: CallOptions = {},
): Promise<PlatformResponse> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let res: Response;
  try {
    res =
      (await takeStartCall((init.method ?? 'GET').toUpperCase(), url, init)) ??
      (await fetch(url, { ...init, headers, credentials: 'include' }));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    // No answer at all (offline, API down): reported like a server error.
    const failure = new PlatformError(0, {
      errorCode: 'NETWORK_ERROR',
      description: 'app.errors.network',
      resolution: 'app.errors.networkResolution',
    });
    report(failure, options);
    throw failure;
  }

  answerListeners.emit();
  const text = await res.text();
  const parsed = parse(text, url, res.status);

  if (res.status === 200 || res.status === 204) {
    if (parsed.ok && isEnvelope(parsed.value)) {
      if (parsed.value.success === true) {
        return { status: res.status, headers: res.headers, body: text, json: parsed.value.payload };
      }
      // Only `success: true` is the success path.
      const failure = new PlatformError(res.status, parsed.value as Partial<ErrorBody>, requestIdOf(res));
      report(failure, options);
      throw failure;
    }
    return { status: res.status, headers: res.headers, body: text, json: parsed.ok ? parsed.value : undefined };
  }

  const failure = new PlatformError(
    res.status,
    parsed.ok && parsed.value && typeof parsed.value === 'object' ? parsed.value : undefined,
    requestIdOf(res),
  );
  // A dangerous call (issue 59): once the person confirmed it is them, the same call goes again, and its
  // caller (a form, a bulk run, a dialog) never sees the refusal. Cancelled, it fails as refused.
  if (failure.errorCode === 'STEP_UP_REQUIRED' && stepUpPrompt && !options.noStepUp && (await stepUpPrompt())) {
    return platformFetch(url, init, options);
  }
  errorListeners.emit(failure);
  if (res.status === 401) {
    // No notification, and none from react-admin either for the same failure.
    rememberNotifiedError(failure.message);
    if (!options.noAuthRedirect) redirectToSignin();
    throw failure;
  }
  // An unparseable error body is only logged (parse did that).
  if (parsed.ok) report(failure, options);
  throw failure;
}

function parse(text: string, url: string, status: number): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    console.error(`${url}: HTTP ${status}, the body is not JSON`, text.slice(0, 500));
    return { ok: false };
  }
}

/** The platform's id of the call (fixtures/server/requestLog.ts), shown in the error's details. */
function requestIdOf(res: Response): string | undefined {
  return res.headers.get('X-Request-Id') ?? undefined;
}

function isEnvelope(value: unknown): value is { success: boolean; payload?: unknown } {
  return !!value && typeof value === 'object' && 'success' in value;
}

/** 4xx: warning, 5xx (and no answer): error; title, subtitle, body and action from the envelope. */
function report(error: PlatformError, options: CallOptions) {
  if (options.notify === false) return;
  if (typeof options.notify === 'function' && !options.notify(error)) return;
  rememberNotifiedError(error.message);
  notifyNotice({
    severity: error.status >= 400 && error.status < 500 ? 'warning' : 'error',
    title: error.description || 'app.errors.unknown',
    subtitle: error.resolution,
    code: error.errorCode || undefined,
    body: [error.status || undefined, error.errorCode || undefined].filter(Boolean).join(' '),
    requestId: error.requestId,
    action: error.action,
  });
}

/** A 401: the sign-in page, carrying the current query string (never from the sign-in page itself). */
function redirectToSignin() {
  const { signinPath } = getConfig();
  if (typeof window === 'undefined' || window.location.pathname === signinPath) return;
  browser.assign(`${signinPath}${window.location.search}`);
}
