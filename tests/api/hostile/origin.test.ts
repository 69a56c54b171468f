/**
 * Hostile: state-changing calls do not rest on SameSite alone (issue 11, item 8). A browser call from
 * another site (its Origin, or Sec-Fetch-Site) is refused; the console's own calls and non-browser clients
 * pass. `GET /unity/events/testOpa` writes an event, so it counts as state-changing.
 */
import { describe, expect, it } from 'vitest';
import { signedIn, useTestApi } from '../support/api';

const api = useTestApi();

const crossSite = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(403);
  expect(reply.body).toMatchObject({ success: false, status: 403, errorCode: 'CROSS_SITE_REQUEST' });
};

describe('cross-site requests', () => {
  it('refuses a change sent with a foreign Origin, and changes nothing', async () => {
    const admin = await signedIn(api, 'admin');
    const evil = { headers: { origin: 'https://evil.example' } };
    crossSite(await admin.put('/account/users/2', { email: 'owned@evil.example' }, evil));
    crossSite(await admin.post('/account/users/2/impersonate', undefined, evil));
    crossSite(await admin.delete('/account/users/3', evil));
    crossSite(await admin.put('/account/users/2', { email: 'owned@evil.example' }, { headers: { origin: 'null' } }));
    expect((await admin.get('/account/users/2')).body.payload.email).toBe('user@example.com');
  });

  it('refuses a body-less form POST from another site (Sec-Fetch-Site)', async () => {
    const admin = await signedIn(api, 'admin');
    crossSite(
      await admin.post('/account/users/2/impersonate', undefined, { headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    crossSite(
      await admin.post('/account/users/2/impersonate', undefined, { headers: { 'sec-fetch-site': 'same-site' } }),
    );
    expect((await admin.get('/account/users/current')).body.payload.impersonate).toBe(false);
  });

  it('refuses Test OPA from another site: it records an event', async () => {
    const admin = await signedIn(api, 'admin');
    const before = (await admin.get('/unity/events?range=[0,0]')).headers.get('content-range');
    crossSite(await admin.get('/unity/events/testOpa', { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect((await admin.get('/unity/events?range=[0,0]')).headers.get('content-range')).toBe(before);
  });

  it("lets the console's own calls through: same Origin, same-origin fetches, and reads from anywhere", async () => {
    const admin = await signedIn(api, 'admin');
    const own = { headers: { origin: api.url, 'sec-fetch-site': 'same-origin' } };
    expect((await admin.put('/account/users/2', { firstName: 'Jay' }, own)).status).toBe(200);
    expect((await admin.get('/unity/events/testOpa', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(
      200,
    );
    expect((await admin.get('/account/users/2', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});
