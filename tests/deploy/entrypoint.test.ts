/**
 * deploy/docker-entrypoint.sh, as the container runs it (with dash, Debian's sh): config.json from the
 * environment, every key of the console's configuration; bad input refused with a message naming the
 * variable, nothing written; nginx's configuration from the build's template, which nginx accepts and
 * serves config.json and the health check with.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROTLI_MODULE, NGINX, renderBuildTime } from '../../deploy/nginx';
import { defaultConfig } from '../../src/config';

const root = resolve(import.meta.dirname, '../..');
const entrypoint = join(root, 'deploy/docker-entrypoint.sh');
const PAGE = '<!doctype html><title>Console</title><script>window.early = 1;</script><div id="root"></div>';

let dir: string;
let template: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'console-entrypoint-'));
  // Started by root (as here), nginx's workers run as nobody: they read the bundle and write below.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'html'));
  writeFileSync(join(dir, 'html/index.html'), PAGE);
  template = join(dir, 'nginx.conf.template');
  // What the image's build writes (deploy/Dockerfile), for a bundle in dir/html.
  writeFileSync(template, renderBuildTime(PAGE, { root: join(dir, 'html'), accessLog: 'off', version: VERSION }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the entry script with only these variables (and the command given instead of nginx). */
function start(env: Record<string, string>, command = ['true']) {
  const result = spawnSync('dash', [entrypoint, ...command], {
    env: { PATH: process.env.PATH!, RUNTIME_DIR: join(dir, 'run'), NGINX_TEMPLATE: template, ...env },
    encoding: 'utf8',
  });
  const config = join(dir, 'run/config.json');
  return {
    status: result.status,
    stderr: result.stderr,
    config: existsSync(config) ? JSON.parse(readFileSync(config, 'utf8')) : undefined,
    nginxConf: existsSync(join(dir, 'run/nginx.conf')) ? readFileSync(join(dir, 'run/nginx.conf'), 'utf8') : '',
  };
}

const UPSTREAM = { API_UPSTREAM: 'http://platform:8080' };
const VERSION = { version: '1.2.3', commit: '0123456789ab' };

describe('docker-entrypoint.sh', () => {
  it('writes every key of the configuration, with the defaults of a deployment behind this nginx', () => {
    const { status, config } = start(UPSTREAM);
    expect(status).toBe(0);
    expect(Object.keys(config).sort()).toEqual(Object.keys({ ...defaultConfig, watermark: '' }).sort());
    expect(Object.keys(config.features).sort()).toEqual(Object.keys(defaultConfig.features).sort());
    expect(config).toEqual({ ...defaultConfig, realtimeUrl: '/', watermark: '' });
  });

  it('takes each key from its variable, strings escaped, lists split on commas and spaces', () => {
    const { status, config } = start({
      ...UPSTREAM,
      API_PREFIX: 'https://api.example.com/v1',
      SIGNIN_ROUTE: '/account/sessions',
      SIGNOUT_ROUTE: '/account/sessions/"current" \\ back',
      SIGNIN_PATH: '/login',
      DEFAULT_REDIRECT: '/apps?q="quoted"',
      ALLOWED_REDIRECT_HOSTS: 'portal.example.com, crm.example.com billing.example.com',
      REALTIME_URL: '',
      ANALYTICS_ID: 'G-TEST123',
      ERROR_REPORT_URL: 'https://errors.example.com/console',
      WATERMARK: 'beta',
      USER_PANEL: 'admin',
      FEATURE_SIGNUP: 'false',
      FEATURE_SIGNUP_WITH_ORGANIZATION_TOKEN: 'false',
      FEATURE_RESET_PASSWORD: 'true',
      FEATURE_PASSWORD_FREE: 'false',
      FEATURE_REFERRAL_CODE: 'false',
    });
    expect(status).toBe(0);
    expect(config).toEqual({
      apiPrefix: 'https://api.example.com/v1',
      signinRoute: '/account/sessions',
      signoutRoute: '/account/sessions/"current" \\ back',
      signinPath: '/login',
      defaultRedirect: '/apps?q="quoted"',
      allowedRedirectHosts: ['portal.example.com', 'crm.example.com', 'billing.example.com'],
      realtimeUrl: '',
      analyticsId: 'G-TEST123',
      errorReportUrl: 'https://errors.example.com/console',
      watermark: 'beta',
      userPanel: 'admin',
      features: {
        signup: false,
        signupWithOrganizationToken: false,
        resetPassword: true,
        passwordFree: false,
        referralCode: false,
      },
    });
  });

  it.each([
    [{ FEATURE_SIGNUP: 'yes' }, "FEATURE_SIGNUP is true or false, not 'yes'"],
    [{ WATERMARK: 'gamma' }, "WATERMARK is empty, beta or alpha, not 'gamma'"],
    [{ USER_PANEL: 'wide' }, "USER_PANEL is detail or admin, not 'wide'"],
    [{ SIGNIN_PATH: '/sign\nin' }, 'SIGNIN_PATH holds a line break'],
    // Only a path of the console's own origin: anything else makes the sign-in an open redirect (issue 36).
    [{ DEFAULT_REDIRECT: 'https://evil.example.com/' }, "DEFAULT_REDIRECT is a path of the console (/…), not 'https:"],
    [{ DEFAULT_REDIRECT: 'javascript:alert(1)' }, 'DEFAULT_REDIRECT is a path of the console (/…), not'],
    [
      { DEFAULT_REDIRECT: '//evil.example.com/apps' },
      'DEFAULT_REDIRECT is a path of the console (/…), not another host',
    ],
    [{ DEFAULT_REDIRECT: '/\\evil.example.com' }, 'DEFAULT_REDIRECT is a path of the console (/…) without a backslash'],
    [{ DEFAULT_REDIRECT: 'apps' }, "DEFAULT_REDIRECT is a path of the console (/…), not 'apps'"],
    [{ SIGNIN_PATH: 'https://evil.example.com/signin' }, 'SIGNIN_PATH is a path of the console (/…), not'],
    [{ SIGNIN_PATH: '//evil.example.com' }, 'SIGNIN_PATH is a path of the console (/…), not another host'],
    [{ SIGNIN_PATH: '/signin\\..\\\\evil' }, 'SIGNIN_PATH is a path of the console (/…) without a backslash'],
    [{ DEFAULT_REDIRECT: '/\t/evil.example.com' }, 'DEFAULT_REDIRECT holds a control character'],
    [{ ANALYTICS_ID: 'G-\u0007' }, 'ANALYTICS_ID holds a control character'],
    [{ API_PREFIX: 'ftp://api.example.com' }, 'API_PREFIX is a path'],
    [{ PORT: '80a' }, "PORT is a port number, not '80a'"],
    [{ PORT: '70000' }, "PORT is a port number, not '70000'"],
    [{ API_UPSTREAM: '' }, "API_UPSTREAM is the platform's address"],
    [{ API_UPSTREAM: 'http://platform:8080/api' }, 'API_UPSTREAM is an http(s) address without a path'],
    [{ API_UPSTREAM: 'http://platform;evil' }, 'API_UPSTREAM is an http(s) address without a path'],
  ])('refuses %o, names the variable and writes nothing', (env, message) => {
    const { status, stderr, config, nginxConf } = start({ ...UPSTREAM, ...env });
    expect(status).toBe(64);
    expect(stderr).toContain(message);
    expect(config).toBeUndefined();
    expect(nginxConf).toBe('');
  });

  it("fills nginx's template: port, upstream, runtime folder, and the policy's sources of the deployment", () => {
    const plain = start({ ...UPSTREAM, PORT: '9090' });
    expect(plain.nginxConf).toMatch(/^ {4}listen 9090;$/m);
    expect(plain.nginxConf).toContain('proxy_pass http://platform:8080;');
    expect(plain.nginxConf).toContain(`pid ${join(dir, 'run')}/nginx.pid;`);
    expect(plain.nginxConf).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(plain.nginxConf).toContain("script-src 'self' 'sha256-");
    expect(plain.nginxConf).toMatch(/script-src 'self' 'sha256-[^']+'; /);
    expect(plain.nginxConf).toContain("connect-src 'self'; ");

    const elsewhere = start({
      ...UPSTREAM,
      API_PREFIX: 'https://api.example.com/v1',
      REALTIME_URL: 'wss://live.example.com:8443/socket',
      ERROR_REPORT_URL: 'https://errors.example.com/console',
      ANALYTICS_ID: 'G-TEST123',
    });
    expect(elsewhere.status).toBe(0);
    expect(elsewhere.nginxConf).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/\*\.googletagmanager\.com; /);
    expect(elsewhere.nginxConf).toContain(
      "connect-src 'self' https://api.example.com wss://live.example.com:8443 https://errors.example.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; ",
    );
  });

  it('hands over to nginx, which accepts the configuration and serves config.json and the health check', async () => {
    expect(existsSync(NGINX) && existsSync(BROTLI_MODULE), `${NGINX} and ${BROTLI_MODULE}`).toBe(true);
    const port = await getPort();
    // nginx resolves the upstream's name at start: here one that needs no DNS.
    const env = { API_UPSTREAM: 'http://127.0.0.1:9', PORT: String(port), WATERMARK: 'alpha' };
    const conf = join(dir, 'run/nginx.conf');
    const checked = start(env, [NGINX, '-t', '-c', conf, '-e', 'stderr']);
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);

    // Run as the image runs it (the script's own default command), in the foreground.
    const nginx = spawn('dash', [entrypoint], {
      env: { PATH: process.env.PATH!, RUNTIME_DIR: join(dir, 'run'), NGINX_TEMPLATE: template, ...env },
      stdio: 'ignore',
    });
    try {
      let health: Response | undefined;
      for (let i = 0; i < 50 && !health?.ok; i++) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (!health?.ok) await new Promise((r) => setTimeout(r, 100));
      }
      // Which console answers: the build's version and commit (issue 36).
      expect(await health?.json()).toEqual({ status: 'ok', ...VERSION });
      const config = await fetch(`http://127.0.0.1:${port}/config.json`);
      expect(config.headers.get('cache-control')).toBe('no-store');
      expect((await config.json()).watermark).toBe('alpha');
      const page = await fetch(`http://127.0.0.1:${port}/users`);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((r) => nginx.once('exit', r));
    }
  });
});
