/** A user's access as rows and CSV (resources/users/access/) and a session as it reads (resources/users/sessions/). */
import { describe, expect, it } from 'vitest';
import { ACCESS_CSV_COLUMNS, accessRows, sourceText } from '@resources/users/access/accessRows';
import { sessionDevice } from '@resources/users/sessions/sessionText';
import { toSafeCsv } from '@/search/csv';
import type { UserAccess } from '@resources/users/calls';

const translate = (key: string) =>
  ({
    'app.resources.users.access.signedIn': 'Every signed-in user',
    'app.resources.users.access.everyone': 'Everyone',
  })[key] ?? key;

const access: UserAccess = {
  userID: 2,
  services: [
    {
      serviceNameID: 1,
      service: 'account',
      roles: [
        {
          roleID: 3,
          roleName: 'admin',
          sources: [
            { kind: 'group', groupID: 3, groupName: '=Support' },
            { kind: 'group', groupID: 2, groupName: 'Account Managers' },
          ],
          rules: [
            { id: 9, method: 'GET', path: '/users' },
            { id: 10, method: 'DELETE', path: '/users/.+' },
          ],
        },
        { roleID: 4, roleName: 'any', sources: [{ kind: 'signedIn' }], rules: [] },
      ],
    },
  ],
  apps: [{ id: 1, name: 'Wiki', url: 'https://wiki.example.com', sources: [{ kind: 'everyone' }] }],
};

describe("a user's access as rows and CSV", () => {
  it('makes one row per rule, a role without rules one row, and one per app, with every source', () => {
    expect(accessRows(access, translate)).toEqual([
      { service: 'account', role: 'admin', sources: '=Support; Account Managers', method: 'GET', path: '/users' },
      { service: 'account', role: 'admin', sources: '=Support; Account Managers', method: 'DELETE', path: '/users/.+' },
      { service: 'account', role: 'any', sources: 'Every signed-in user', method: '', path: '' },
      { service: 'apps', role: 'Wiki', sources: 'Everyone', method: '', path: 'https://wiki.example.com' },
    ]);
    expect(sourceText({ kind: 'everyone' }, translate)).toBe('Everyone');
  });

  it('writes a CSV a spreadsheet cannot execute (a group named like a formula)', () => {
    const csv = toSafeCsv(accessRows(access, translate), ACCESS_CSV_COLUMNS);
    expect(csv.split('\r\n')[0]).toBe('service,role,sources,method,path');
    expect(csv).toContain("'=Support");
    expect(csv).not.toMatch(/(^|,)=Support/m);
  });
});

describe('a session as it reads', () => {
  it('names the browser, the system and the device, or says nothing is known', () => {
    expect(sessionDevice({ browser: 'Chrome 126', os: 'Windows 10', deviceName: '' }, '?')).toBe(
      'Chrome 126 on Windows 10',
    );
    expect(sessionDevice({ browser: 'Mobile Safari 17', os: 'iOS 17.4', deviceName: 'Apple iPhone' }, '?')).toBe(
      'Mobile Safari 17 on iOS 17.4 (Apple iPhone)',
    );
    expect(sessionDevice({ browser: '', os: '', deviceName: '' }, 'Unknown device')).toBe('Unknown device');
  });
});
