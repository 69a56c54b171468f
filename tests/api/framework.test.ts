import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startApi, type TestApi } from './support/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

describe('framework', () => {
  it('answers health', async () => {
    const res = await api.client().get('/__dev/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, payload: { ok: true } });
  });

  it('signs in', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.get('/account/users/current');
    expect(res.body.payload.email).toBe('admin@example.com');
  });
});
