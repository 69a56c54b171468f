/**
 * Renders deploy/nginx.conf.template, nginx's configuration for the built console.
 *
 * Two kinds of values fill its ${NAME}s: those the build knows (the bundle's folder, the access log, the
 * security headers of deploy/headers.ts with the hashes of index.html's inline scripts) and those the
 * deployment gives at start (START_VALUES). `npm test` and `npm run serve:prod` fill both at once
 * (prepareLocalNginx); the container's build fills the first (`tsx deploy/nginx.ts container DIST ROOT`
 * prints the result) and deploy/docker-entrypoint.sh the second from the environment.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ASSET_CACHE_CONTROL,
  HSTS,
  NONCE_PLACEHOLDER,
  STATIC_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './headers.ts';
import { readVersion, type BuildVersion } from './version.ts';

const TEMPLATE = resolve(import.meta.dirname, 'nginx.conf.template');

/** Debian's nginx and its brotli module (`apt-get install nginx libnginx-mod-http-brotli-static`). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Set at start: nginx's `listen` (a port, or address:port), the platform's address (scheme, host and
 * port, no path), the folder nginx writes to and config.json lives in, and the policy's sources the
 * deployment adds, each list empty or starting with a space.
 */
export const START_VALUES = ['LISTEN', 'API_UPSTREAM', 'RUNTIME_DIR', 'CSP_SCRIPT_SRC', 'CSP_CONNECT_SRC'] as const;
type StartValues = Record<(typeof START_VALUES)[number], string>;

const PLACEHOLDER = /\$\{([A-Z_]+)\}/g;

/** Puts the values in; with `complete`, every ${NAME} must get one. */
export function fill(text: string, values: Record<string, string>, complete: boolean): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (name in values) return values[name];
    if (complete) throw new Error(`${TEMPLATE}: no value for ${placeholder}`);
    return placeholder;
  });
}

/** The add_header lines every answer of the console's own files carries (index.html's script hashes given). */
function securityHeaders(scriptHashes: string[]): string[] {
  // nginx puts a new nonce in each answer ($request_id: 16 random bytes); the sources from the
  // deployment stay placeholders until start.
  const policy = contentSecurityPolicy({
    nonce: '$request_id',
    scriptHashes,
    scriptSrc: ['${CSP_SCRIPT_SRC}'],
    connectSrc: ['${CSP_CONNECT_SRC}'],
  }).replaceAll(' ${CSP_', '${CSP_');
  return [
    `add_header Content-Security-Policy "${policy}" always;`,
    ...Object.entries(STATIC_HEADERS).map(([name, value]) => `add_header ${name} "${value}" always;`),
    // Empty (so not sent) unless over TLS: see the map of $hsts.
    'add_header Strict-Transport-Security $hsts always;',
  ];
}

/** The template with what the build knows filled in; the START_VALUES stay ${NAME}. */
export function renderBuildTime(
  indexHtml: string,
  {
    root,
    accessLog,
    version,
    devLocations = '',
  }: { root: string; accessLog: string; version: BuildVersion; devLocations?: string },
): string {
  const headers = securityHeaders(inlineScriptHashes(indexHtml));
  const template = readFileSync(TEMPLATE, 'utf8').replace(/^( *)\$\{SECURITY_HEADERS\}$/gm, (_, indent: string) =>
    headers.map((line) => indent + line).join('\n'),
  );
  const known = new Set<string>(START_VALUES);
  const unknown = [...template.matchAll(PLACEHOLDER)].map(([, name]) => name).filter((name) => !known.has(name));
  const values: Record<string, string> = {
    ROOT: root,
    ACCESS_LOG: accessLog,
    HSTS,
    ASSET_CACHE_CONTROL,
    NONCE_PLACEHOLDER,
    DEV_LOCATIONS: devLocations,
    // /healthz's answer (version.ts checked both: nothing in them needs quoting).
    VERSION_FIELDS: `"version":"${version.version}","commit":"${version.commit}"`,
  };
  const missing = unknown.filter((name) => !(name in values));
  if (missing.length) throw new Error(`${TEMPLATE}: unknown placeholders ${missing.join(', ')}`);
  return fill(template, values, false);
}

/** The whole configuration. */
export function renderNginxConf(
  indexHtml: string,
  build: { root: string; accessLog: string; version: BuildVersion; devLocations?: string },
  start: StartValues,
): string {
  return fill(renderBuildTime(indexHtml, build), start, true);
}

export interface LocalNginx {
  command: string;
  args: string[];
  /** Its runtime folder (configuration, config.json, pid, temporary files): remove it once nginx has stopped. */
  dir: string;
  remove(): void;
}

/**
 * nginx with deploy/'s configuration serving `dist` (with its config.json) on `listen`, in front of the
 * platform at `upstream`, as a foreground process with everything it writes in a new temporary folder.
 */
export function prepareLocalNginx({
  dist,
  listen,
  upstream,
  accessLog = 'off',
}: {
  dist: string;
  listen: string;
  upstream: string;
  /** nginx's `access_log` (a file and the `console` format): off unless a test reads it. */
  accessLog?: string;
}): LocalNginx {
  for (const [file, what] of [
    [NGINX, 'nginx'],
    [BROTLI_MODULE, "nginx's brotli module"],
  ]) {
    if (!existsSync(file)) {
      throw new Error(`${what} is missing (${file}): apt-get install nginx libnginx-mod-http-brotli-static`);
    }
  }
  const root = resolve(dist);
  const dir = mkdtempSync(join(tmpdir(), 'console-nginx-'));
  copyFileSync(join(root, 'config.json'), join(dir, 'config.json'));
  const conf = renderNginxConf(
    readFileSync(join(root, 'index.html'), 'utf8'),
    {
      root,
      accessLog,
      version: readVersion(root),
      // The development API's own endpoints, on the console's origin as in development (never in the image).
      devLocations: [
        `location /__dev/ { proxy_pass ${upstream};`,
        'proxy_set_header Host $http_host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Request-Id $request_id; }',
      ].join(' '),
    },
    { LISTEN: listen, API_UPSTREAM: upstream, RUNTIME_DIR: dir, CSP_SCRIPT_SRC: '', CSP_CONNECT_SRC: '' },
  );
  // Started by root, nginx's workers would run as nobody, who may not read a checkout under a private home.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(join(dir, 'nginx.conf'), user + conf);
  return {
    command: NGINX,
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// `tsx deploy/nginx.ts container DIST ROOT`: the container's template, for the bundle in DIST served from ROOT.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, dist, root] = process.argv.slice(2);
  if (command !== 'container' || !dist || !root) {
    console.error('usage: tsx deploy/nginx.ts container DIST ROOT');
    process.exit(64);
  }
  process.stdout.write(
    renderBuildTime(readFileSync(join(dist, 'index.html'), 'utf8'), {
      root,
      accessLog: '/dev/stdout console',
      version: readVersion(dist),
    }),
  );
}
