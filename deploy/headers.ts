/**
 * The console's security headers, in one place: nginx's configuration (deploy/nginx.ts renders them into
 * deploy/nginx.conf.template) and Vite's development and preview servers (deploy/vite.ts) send the same,
 * so that a violation shows while developing, not first in production.
 *
 * The Content-Security-Policy:
 * - scripts: the console's own files, and index.html's inline scripts by their hashes (the early
 *   config.json request; in development also React Refresh's preamble). No 'unsafe-eval', no inline
 *   script otherwise, nothing from elsewhere.
 * - style elements: the console's own files, and elements carrying the answer's nonce. The nonce is new
 *   on every answer of index.html: Vite marks its place (html.cspNonce, NONCE_PLACEHOLDER) on index.html's
 *   tags and in a `<meta property="csp-nonce">`, the server puts the nonce there, and the console hands it
 *   to what writes style elements at run time (MUI's emotion cache, the colour pickers, the
 *   template preview's frame: src/browser/cspNonce.ts). Other styles are files (the first paint's).
 * - style attributes: allowed ('unsafe-inline' for style-src-attr only). Mail templates are HTML with
 *   inline styles, previewed in a sandboxed srcdoc frame, which inherits this policy; an attribute cannot
 *   hold a selector, so it cannot read the page as an injected style sheet can.
 * - images: the console's own, data: and any https: address (app icons, organization logos and mail
 *   templates point to images anywhere).
 * - calls: the console's own origin (the API and socket.io are proxied there), plus what the deployment
 *   adds (an API or realtime address on another origin, analytics: docker-entrypoint.sh).
 * - frames: nobody may frame the console (frame-ancestors 'none', and X-Frame-Options for old browsers).
 */
import { createHash } from 'node:crypto';

/** What Vite writes where the nonce goes (vite's html.cspNonce); the server puts each answer's nonce there. */
export const NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

export interface PolicySources {
  /** This answer's nonce for style elements. */
  nonce: string;
  /** Hashes of the page's inline scripts, as CSP sources (`'sha256-…'`): inlineScriptHashes(). */
  scriptHashes: string[];
  /** More sources for scripts and calls, from the deployment's configuration. */
  scriptSrc?: string[];
  connectSrc?: string[];
}

export function contentSecurityPolicy({ nonce, scriptHashes, scriptSrc = [], connectSrc = [] }: PolicySources): string {
  const styleElements = ["'self'", `'nonce-${nonce}'`];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...scriptSrc]],
    // Browsers without the -elem and -attr directives read style-src: style elements as above and no style attribute.
    ['style-src', styleElements],
    ['style-src-elem', styleElements],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['connect-src', ["'self'", ...connectSrc]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' ')).join('; ');
}

/** The other headers, the same on every answer of the console (HSTS aside: only over TLS, see nginx.conf.template). */
export const STATIC_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  // Full addresses only to the console's own origin: its addresses carry tokens (reset, invitation).
  'Referrer-Policy': 'same-origin',
  // Nothing of the device: the console uses none of it.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A file of assets/, named by its content: kept a year without asking again (nginx, and vite preview). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** HSTS, sent only when the console is served over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of an HTML page's inline scripts (those without src), as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}
