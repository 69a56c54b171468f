/**
 * `vite preview` (what `npm start` and the benchmarks serve the built console with) answers the built
 * assets as nginx does (deploy/vite.ts's assetCaching, deploy/nginx.conf.template): a file of assets/ is
 * kept a year without asking again, and a missing one is a 404 that is not cached, never the page.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL } from '../../deploy/headers';

const root = resolve(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'preview-'));
let server: PreviewServer;
let base: string;

beforeAll(async () => {
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets', 'index-AbC123.js'), 'export {};');
  writeFileSync(join(outDir, 'secret.txt'), 'not an asset');
  server = await preview({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  base = server.resolvedUrls!.local[0].replace(/\/$/, '');
});
afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A GET of this exact path (fetch would resolve its dots first). */
function get(path: string): Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((done, fail) => {
    request(base + path, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body }));
    })
      .on('error', fail)
      .end();
  });
}

describe("Vite's preview server", () => {
  it('lets the browser keep a built asset without asking again', async () => {
    const res = await fetch(`${base}/assets/index-AbC123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export {};');
    expect(res.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
  });

  it('answers a missing asset with a 404 that is not cached, not with the page', async () => {
    // A chunk of an older build (a tab open across a deploy), and a name that leads out of assets/.
    for (const path of ['/assets/index-Old999.js', '/assets/..%2fsecret.txt']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.body, path).toBe('');
    }
  });
});
