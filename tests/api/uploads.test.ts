/** Uploads: multipart field `file`, type and size checked, served back at the answered url. */
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApi } from './support/api';

const api = useTestApi({ resetEach: false });

/** The smallest PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const form = (content: Buffer | string, type: string, name: string, field = 'file') => {
  const data = new FormData();
  const bytes = typeof content === 'string' ? content : new Uint8Array(content);
  data.append(field, new Blob([bytes], { type }), name);
  return data;
};

describe('uploads', () => {
  it('stores an image and serves it back, to visitors too', async () => {
    const user = await signedIn(api, 'user');
    const res = await user.post('/unity/uploads', undefined, { raw: form(PNG, 'image/png', 'logo.png') });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({ url: expect.stringMatching(/^\/unity\/uploads\/[A-Za-z0-9_-]+\.png$/) });
    const file = await fetch(api.url + res.body.payload.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves the seed's pictures (app icons, organization logos, the mail logo) as its own uploads", async () => {
    const { store } = api.server.ctx;
    const pictures = [
      ...store.all('apps').map((app) => app.icon),
      ...store.all('organizations').map((organization) => organization.logo),
      ...store.all('settings').map((setting) => setting.mailLogo),
    ].filter((address) => address.includes('/'));
    expect(pictures.length).toBeGreaterThanOrEqual(7);
    for (const address of pictures) {
      expect(address).toMatch(/^\/unity\/uploads\//);
      const file = await fetch(api.url + address);
      expect(file.status, address).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('accepts PDF, CSV and JSON files', async () => {
    const admin = await signedIn(api, 'admin');
    for (const [content, type, name, ext] of [
      ['%PDF-1.4\n%%EOF', 'application/pdf', 'doc.pdf', 'pdf'],
      ['a,b\n1,2\n', 'text/csv', 'data.csv', 'csv'],
      ['a,b\n1,2\n', 'application/vnd.ms-excel', 'excel.csv', 'csv'],
      ['{"a":1}', 'application/json', 'data.json', 'json'],
    ]) {
      const res = await admin.post('/unity/uploads', undefined, { raw: form(content, type, name) });
      expect(res.status, name).toBe(200);
      expect(res.body.payload.url.endsWith(`.${ext}`)).toBe(true);
      expect(await (await fetch(api.url + res.body.payload.url)).text()).toBe(content);
    }
  });

  it('answers 413 over 5 MB and 415 to other types', async () => {
    const user = await signedIn(api, 'user');
    const big = await user.post('/unity/uploads', undefined, {
      raw: form(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png', 'big.png'),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, status: 413 });
    const html = await user.post('/unity/uploads', undefined, {
      raw: form('<script>alert(1)</script>', 'text/html', 'page.html'),
    });
    expect(html.status).toBe(415);
    const exe = await user.post('/unity/uploads', undefined, {
      raw: form('MZ', 'application/octet-stream', 'tool.exe'),
    });
    expect(exe.status).toBe(415);
    const json = await user.post('/unity/uploads', { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('answers 400 without a file field and 401 without a session', async () => {
    const user = await signedIn(api, 'user');
    const noFile = await user.post('/unity/uploads', undefined, { raw: form(PNG, 'image/png', 'logo.png', 'picture') });
    expect(noFile.status).toBe(400);
    const empty = new FormData();
    empty.append('note', 'hello');
    expect((await user.post('/unity/uploads', undefined, { raw: empty })).status).toBe(400);
    expect(
      (await api.client().post('/unity/uploads', undefined, { raw: form(PNG, 'image/png', 'logo.png') })).status,
    ).toBe(401);
  });

  it('serves only the files it stored: unknown names and paths out of the folder are 404', async () => {
    const visitor = api.client();
    expect((await visitor.get('/unity/uploads/abcdefghijkl.png')).status).toBe(404);
    for (const path of ['..%2F..%2Fdb.json', '..%2Fdb.json', '%2E%2E%2Fdb.json', '..%5Cdb.json']) {
      const res = await visitor.get(`/unity/uploads/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('"users"');
    }
  });
});
