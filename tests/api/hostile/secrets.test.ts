/**
 * Hostile: secrets never leak through filters or sorting (issue 11, item 2). Filters and sorting run on
 * stored rows, so only the answer's own fields (and the search bar's derived ones) may be used.
 */
import { describe, expect, it } from 'vitest';
import { filtersQuery, signedIn, useTestApi } from '../support/api';

const api = useTestApi({ resetEach: false });

const badQuery = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ success: false, status: 400, errorCode: 'INVALID_QUERY' });
};

describe('filters and sort on secrets', () => {
  it("refuses a range filter on a user's password hash (a bcrypt hash read a character at a time)", async () => {
    const admin = await signedIn(api, 'admin');
    badQuery(await admin.get(`/account/users?${filtersQuery([{ name: 'password', comparison: 'gte', value: '$2' }])}`));
    badQuery(
      await admin.get(`/account/users?${filtersQuery([{ name: 'password', comparison: 'like', value: '$2b$08$' }])}`),
    );
    badQuery(
      await admin.get(`/account/users/csv?${filtersQuery([{ name: 'password', comparison: 'lt', value: '$3' }])}`),
    );
  });

  it('refuses a sort on the password hash, and on a field the answer hides (signedUpAt)', async () => {
    const admin = await signedIn(api, 'admin');
    badQuery(await admin.get(`/account/users?sort=${encodeURIComponent('["password","ASC"]')}`));
    badQuery(
      await admin.get(`/account/users?${filtersQuery([{ name: 'signedUpAt', comparison: 'gt', value: '2000' }])}`),
    );
  });

  it("refuses a like filter on a setting's mail password, which the answer masks", async () => {
    const admin = await signedIn(api, 'admin');
    badQuery(
      await admin.get(`/account/settings?${filtersQuery([{ name: 'mailPassword', comparison: 'like', value: 'a' }])}`),
    );
    badQuery(await admin.get(`/account/settings?sort=${encodeURIComponent('["mailPassword","DESC"]')}`));
  });

  it('refuses unknown fields and prototype tricks, on sessions-free lists too', async () => {
    const admin = await signedIn(api, 'admin');
    badQuery(await admin.get(`/account/users?${filtersQuery([{ name: 'nothing', comparison: 'eq', value: 1 }])}`));
    badQuery(await admin.get(`/account/groups?${filtersQuery([{ name: '__proto__.x', comparison: 'eq', value: 1 }])}`));
    badQuery(
      await admin.get(`/account/accessTokens?${filtersQuery([{ name: 'tokenHash', comparison: 'gt', value: '0' }])}`),
    );
  });

  it('keeps every field the search bar offers, and the derived ones, filterable', async () => {
    const admin = await signedIn(api, 'admin');
    for (const filter of [
      { name: 'email', comparison: 'like', value: 'example' },
      { name: 'active', comparison: 'eq', value: true },
      { name: 'organizationID', comparison: 'eq', value: 1 },
      { name: 'createdAt', comparison: 'gte', value: '2024-01-01' },
      { name: 'groups.groupID', comparison: 'eq', value: 1 },
      { name: 'organizations.id', comparison: 'eq', value: 1 },
      { name: 'organizationName', comparison: 'like', value: 'a' },
    ]) {
      const reply = await admin.get(`/account/users?${filtersQuery([filter])}&range=[0,4]`);
      expect(reply.status, filter.name).toBe(200);
    }
    const admins = await admin.get(
      `/account/users?${filtersQuery([{ name: 'groups.groupID', comparison: 'eq', value: 1 }])}`,
    );
    expect(admins.body.payload.map((u: any) => u.id)).toEqual([1]);
  });
});
