import { useSyncExternalStore } from 'react';
import { listeners } from '@/listeners';

/** Deployment configuration, read at start from `config.json` beside the bundle (docs/architecture.md). */
export interface AppConfig {
  /** Prefix put before `/{service}{path}`; empty when the console and the API share an origin. */
  apiPrefix: string;
  /** Configured sign-in (POST) and sign-out (DELETE) routes, e.g. `/account/users/signin`. */
  signinRoute: string;
  signoutRoute: string;
  /** The console's sign-in page. */
  signinPath: string;
  /** Where to go after sign-in when no redirect was stored (empty: the default app, then /apps). */
  defaultRedirect: string;
  /** Hosts a stored post-login redirect may point to. */
  allowedRedirectHosts: string[];
  /** socket.io address; empty switches realtime off. */
  realtimeUrl: string;
  /** Analytics measurement id; empty switches page views off. */
  analyticsId: string;
  /**
   * Where the console reports its uncaught errors and failed chunk loads (src/operations/errorReports.ts:
   * what failed and where, never who); empty switches reports off. The development API collects them at
   * `/__dev/errorReports`.
   */
  errorReportUrl: string;
  /** Optional ribbon for pre-release deployments. */
  watermark?: '' | 'beta' | 'alpha';
  /**
   * What a user's row opens on the Users page: spec 1's user detail (`detail`), or its alternate admin
   * panel (`admin`: tabs General, Groups, Danger; delete once the full name is typed).
   */
  userPanel: 'detail' | 'admin';
  features: {
    signup: boolean;
    signupWithOrganizationToken: boolean;
    resetPassword: boolean;
    passwordFree: boolean;
    referralCode: boolean;
  };
}

/** Used for anything config.json leaves out, so a partial file still works. */
export const defaultConfig: AppConfig = {
  apiPrefix: '',
  signinRoute: '/account/users/signin',
  signoutRoute: '/account/users/signout',
  signinPath: '/signin',
  defaultRedirect: '',
  allowedRedirectHosts: [],
  realtimeUrl: '',
  analyticsId: '',
  errorReportUrl: '',
  userPanel: 'detail',
  features: {
    signup: true,
    signupWithOrganizationToken: true,
    resetPassword: true,
    passwordFree: true,
    referralCode: true,
  },
};

let current: AppConfig = defaultConfig;
const changes = listeners();

/** Replaces the configuration (loadConfig does it once; tests use it to set their own). */
export function setConfig(next: Partial<AppConfig>): AppConfig {
  current = {
    ...defaultConfig,
    ...next,
    features: { ...defaultConfig.features, ...next.features },
  };
  changes.emit();
  return current;
}

/**
 * Fetches `config.json` from beside the bundle (Vite's base URL), so one build serves many
 * deployments. Called before the first render; takes the request index.html started, once.
 */
export async function loadConfig(): Promise<AppConfig> {
  const url = `${import.meta.env.BASE_URL ?? '/'}config.json`;
  const page = globalThis as { configRequest?: Promise<Response> };
  const started = page.configRequest;
  delete page.configRequest;
  const res = await (started ?? fetch(url, { cache: 'no-store' }));
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return setConfig((await res.json()) as Partial<AppConfig>);
}

/** The configuration, outside React. */
export function getConfig(): AppConfig {
  return current;
}

/** The configuration, inside React. */
export function useConfig(): AppConfig {
  return useSyncExternalStore(changes.add, getConfig, getConfig);
}
