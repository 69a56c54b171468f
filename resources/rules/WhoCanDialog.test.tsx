/**
 * Who can (resources/rules/WhoCanDialog.tsx) over the mocked API: a person holding the right through a
 * membership that ends says until when (issue 62), one through an endless membership says only the group.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WhoCanDialog from '@resources/rules/WhoCanDialog';
import { mockApi, renderAdmin } from '../../tests/support/admin';

/** The 12th of December of this year at noon, written "12 Dec". */
const DEC_12 = `${new Date().getFullYear()}-12-12T12:00:00.000Z`;

afterEach(() => vi.unstubAllGlobals());

describe('who can, with memberships that end (issue 62)', () => {
  it('says until when a person holds the right through a dated membership', async () => {
    mockApi({
      'GET /account/rules/whoCan': {
        service: 'account',
        everyone: false,
        signedIn: false,
        roles: [{ roleID: 2, roleName: 'admin', rules: [{ id: 40, method: 'GET', path: '/users' }] }],
        groups: [{ id: 4, name: 'Support', roles: ['admin'], members: 2 }],
      },
      'GET /account/rules/whoCan/users': [
        {
          id: 2,
          firstName: 'Jamie',
          lastName: 'Rivera',
          email: 'jamie@example.com',
          active: true,
          reasons: [{ roleName: 'admin', groupID: 4, groupName: 'Support', endsAt: DEC_12 }],
        },
        {
          id: 3,
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@example.com',
          active: true,
          reasons: [{ roleName: 'admin', groupID: 4, groupName: 'Support' }],
        },
      ],
    });
    renderAdmin(<WhoCanDialog open services={[]} rule={{ id: 40 }} onClose={() => {}} />);
    const jamie = (await screen.findByText('jamie@example.com')).closest('tr')!;
    expect(await within(jamie).findByText('admin (Support), until 12 Dec')).toBeInTheDocument();
    const sam = screen.getByText('sam@example.com').closest('tr')!;
    expect(within(sam).getByText('admin (Support)')).toBeInTheDocument();
  });
});
