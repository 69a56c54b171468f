/**
 * The OpenAPI document (issue 60): served by the API as docs/openapi.json keeps it, a valid OpenAPI 3.1
 * document by a validator's judgement, made from the access table (every route in it, with its access
 * declaration), and the check every API test's answers go through (support/contractCheck.ts) catches drift.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_NAMES } from '../../contract/capabilities';
import { openApiPath, openApiText } from '../../fixtures/server/openapi';
import { signedIn, useTestApi } from './support/api';
import { contractProblem } from './support/contractCheck';

const kept = readFileSync(resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8');
const json = (body: unknown, status = 200) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
  body,
});

describe('the OpenAPI document', () => {
  const api = useTestApi({ resetEach: false });

  it('is served as the repository keeps it (else: npm run openapi, and commit docs/openapi.json)', async () => {
    const res = await fetch(`${api.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(openApiText(await res.json()), 'docs/openapi.json is stale: run `npm run openapi`').toBe(kept);
  });

  it('is shown as a readable page, whose files the API serves itself (GET /openapi/)', async () => {
    const page = await fetch(`${api.url}/openapi/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Development API</title>');
    // The page reads this document, whatever address it is opened with (no ?url= to another one).
    const init = await (await fetch(`${api.url}/openapi/swagger-ui-init.js`)).text();
    expect(init).toContain('"url": "/openapi.json"');
    expect((await fetch(`${api.url}/openapi/swagger-ui-bundle.js`)).status).toBe(200);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = JSON.parse(kept);
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(document);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('has every route of the access table with its declaration, and none of the development endpoints', () => {
    const document = JSON.parse(kept);
    const entries = api.server.tables.flatMap((t) => t.entries).filter((e) => e.service !== '__dev');
    for (const entry of entries) {
      const operation =
        document.paths[openApiPath(`/${entry.service}${entry.path}`).path]?.[entry.method.toLowerCase()];
      expect(operation, `${entry.method} /${entry.service}${entry.path}`).toBeDefined();
      expect(operation['x-access'].caller).toBe(entry.access.caller);
      expect(operation['x-capability']).toBe(entry.capability);
    }
    expect(Object.values(document.paths).flatMap((p) => Object.keys(p as object))).toHaveLength(entries.length);
    expect(Object.keys(document.paths).some((p) => p.startsWith('/__dev'))).toBe(false);
    // The declarations a platform must enforce: a records rule, a limit, fresh proof, a body's schema.
    const password = document.paths['/account/users/{id}/password'].put;
    expect(password['x-access']).toMatchObject({ caller: 'inPerson', records: [{ rule: 'outranks' }] });
    expect(password['x-access'].freshProof).toBeTruthy();
    expect(document.paths['/account/users/signin'].post['x-access'].limits).toEqual([
      { name: 'signin', counts: expect.any(String) },
    ]);
    expect(document.paths['/account/users'].post.requestBody.content['application/json'].schema.required).toContain(
      'email',
    );
    expect(document.paths['/account/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'filters',
      'sort',
      'range',
    ]);
  });

  it('announces every capability the API has', async () => {
    const reply = await api.client().get('/account/capabilities');
    expect(reply.status).toBe(200);
    expect([...reply.body.payload.capabilities].sort()).toEqual([...CAPABILITY_NAMES].sort());
  });
});

describe('the check of every answer against the document (tests/api/support/contractCheck.ts)', () => {
  it('passes the envelope and the error envelope of declared routes', () => {
    expect(contractProblem('GET', '/account/users/opaReady', json({ success: true, payload: { ready: true } }))).toBe(
      undefined,
    );
    const missing = { success: false, status: 404, errorCode: 'USER_NOT_FOUND', description: 'User not found.' };
    expect(contractProblem('GET', '/account/users/12', json(missing, 404))).toBe(undefined);
  });

  it('fails an answer that drifts: no envelope, a status or route not declared, a code not in the catalogue', () => {
    expect(contractProblem('GET', '/account/users/opaReady', json({ ready: true }))).toMatch(/payload|success/);
    expect(contractProblem('GET', '/account/users/opaReady', json({ success: true, payload: 1 }, 201))).toMatch(
      /does not declare/,
    );
    expect(contractProblem('GET', '/account/nothingHere', json({ success: true, payload: 1 }))).toMatch(
      /not in docs\/openapi.json/,
    );
    const unknown = { success: false, status: 400, errorCode: 'SOMETHING_NEW', description: 'x' };
    expect(contractProblem('POST', '/account/users', json(unknown, 400))).toMatch(/error envelope/);
    expect(
      contractProblem('GET', '/account/capabilities', json({ success: true, payload: { capabilities: ['x'] } })),
    ).toMatch(/capabilities/);
    const list = {
      ...json({ success: true, payload: [] }),
      headers: new Headers({ 'content-type': 'application/json', 'content-range': 'users 0-19' }),
    };
    expect(contractProblem('GET', '/account/users', list)).toMatch(/Content-Range/);
  });
});

describe('the API with only the specification’s routes (API_SPEC_ONLY=1)', () => {
  const api = useTestApi({ resetEach: false, specOnly: true });

  it('has no route of a capability and announces none', async () => {
    const entries = api.server.tables.flatMap((t) => t.entries);
    expect(entries.filter((e) => e.capability)).toEqual([]);
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/capabilities')).status).toBe(404);
    expect((await admin.get('/account/lockouts')).status).toBe(404);
    expect((await admin.get('/account/users/current')).status).toBe(200);
    const document = await (await fetch(`${api.url}/openapi.json`)).json();
    const tags = Object.values(document.paths).flatMap((p) => Object.values(p as object).flatMap((o) => o.tags));
    expect(new Set(tags)).toEqual(new Set(['specification']));
  });
});
