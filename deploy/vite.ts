/**
 * The deployment's part of the Vite build and servers:
 * - `securityHeaders()`: the development and preview servers send deploy/headers.ts's headers, as nginx
 *   does, with a new nonce in each answer of index.html (Vite marks its places: html.cspNonce);
 * - `versionFile()`: `version.json` (deploy/version.ts) beside config.json, built and served in development;
 * - `precompress()`: the build writes a .br and a .gz beside each compressible file, which nginx serves
 *   as they are (brotli_static, gzip_static), at the highest levels since it is done once;
 * - `assetCaching()`: the preview server caches the built assets as nginx does.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createLogger, type Logger, type LoggerOptions } from 'vite';
import type { Plugin } from 'vite';
import {
  ASSET_CACHE_CONTROL,
  NONCE_PLACEHOLDER,
  STATIC_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './headers.ts';
import { VERSION_FILE, buildVersion } from './version.ts';

type Next = (error?: unknown) => void;

/** Adds the headers to every answer; an HTML page gets its nonce and the policy that names it. */
function sendSecurityHeaders(req: IncomingMessage, res: ServerResponse, next: Next) {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
  // A cached page holds an old nonce: a page is always sent whole, never "not modified".
  if (req.headers.accept?.includes('text/html')) delete req.headers['if-none-match'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const html = String(res.getHeader('Content-Type') ?? '').startsWith('text/html');
    if (html && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const nonce = randomBytes(16).toString('base64');
      const page = String(chunk).replaceAll(NONCE_PLACEHOLDER, nonce);
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({ nonce, scriptHashes: inlineScriptHashes(page) }),
      );
      res.setHeader('Cache-Control', 'no-store');
      res.removeHeader('Etag');
      return end(page, ...rest);
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  next();
}

export function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    config: () => ({ html: { cspNonce: NONCE_PLACEHOLDER } }),
    configureServer(server) {
      server.middlewares.use(sendSecurityHeaders);
    },
    configurePreviewServer(server) {
      server.middlewares.use(sendSecurityHeaders);
    },
  };
}

export function versionFile(): Plugin {
  const text = () => JSON.stringify(buildVersion(), null, 2) + '\n';
  return {
    name: 'version-file',
    configureServer(server) {
      server.middlewares.use(`/${VERSION_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(text());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: text() });
    },
  };
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.wasm']);
/** Written at start (config.json) or changed in each answer (index.html, its nonce): compressed on the fly. */
const SERVED_AS_WRITTEN = new Set(['index.html', 'config.json', VERSION_FILE]);
/** Below this, compression saves less than a packet (nginx's gzip_min_length too). */
const MIN_BYTES = 1024;

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes FILE.br and FILE.gz beside each compressible file of `dir` that they make smaller. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => {
    const name = file.slice(dir.length + 1);
    return COMPRESSIBLE.has(extname(file)) && !SERVED_AS_WRITTEN.has(name) && !name.startsWith('.');
  });
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      for (const [suffix, compress] of Object.entries(compressors)) {
        const packed = await compress(data);
        if (packed.length >= data.length) continue;
        await writeFile(`${file}.${suffix}`, packed);
        written += 1;
      }
    }),
  );
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let write = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      write = config.build.write !== false;
    },
    async writeBundle() {
      if (write) await precompressFolder(outDir);
    },
  };
}

/**
 * The preview server answers assets/ as nginx does: a file there is named by its content hash, so the
 * browser keeps it without asking again; a missing one is a 404 that is not cached, never the page.
 * Without it the browser asked the server again for each chunk it loaded, which a deployment never does:
 * a record's code, loaded once the rows show, came 200 ms later in the benchmarks (issue 41).
 */
export function assetCaching(): Plugin {
  let assets = 'dist/assets';
  return {
    name: 'asset-caching',
    configResolved(config) {
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/assets/', (req, res, next) => {
        const file = join(assets, decodeURIComponent(new URL(req.url ?? '/', 'http://preview').pathname));
        if (file.startsWith(assets + sep) && existsSync(file)) {
          res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
          next();
          return;
        }
        res.statusCode = 404;
        res.setHeader('Cache-Control', 'no-store');
        res.end();
      });
    },
  };
}

const WS_PROXY = /ws proxy (socket )?error/;

/**
 * Vite's logger, without the stack trace it prints when a proxied WebSocket is reset (`ws proxy error: read
 * ECONNRESET`): a tab closed or reloaded does that, and socket.io's client connects again by itself.
 */
export function quietLogger(options?: LoggerOptions): Logger {
  const logger = createLogger('info', options);
  const logError = logger.error;
  logger.error = (message, errorOptions) => {
    const code = (errorOptions?.error as NodeJS.ErrnoException | null | undefined)?.code;
    if (WS_PROXY.test(message) && (code === 'ECONNRESET' || code === 'EPIPE')) return;
    logError(message, errorOptions);
  };
  return logger;
}
