/**
 * A group's Members tab (resources/groups/GroupMembersTab.tsx) over the mocked API: a member whose membership
 * starts later says from when, one whose membership ends says until when (issue 62).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GroupMembersTab from '@resources/groups/GroupMembersTab';
import { mockApi, renderAdmin } from '../../tests/support/admin';

/** The 12th and 20th of December of this year at noon, written "12 Dec" and "20 Dec". */
const DEC_12 = `${new Date().getFullYear()}-12-12T12:00:00.000Z`;
const DEC_20 = `${new Date().getFullYear()}-12-20T12:00:00.000Z`;

afterEach(() => vi.unstubAllGlobals());

describe("a group's members with dates (issue 62)", () => {
  it('says from when a membership starts and until when it ends', async () => {
    mockApi({
      'GET /account/users': [
        {
          id: 2,
          firstName: 'Jamie',
          lastName: 'Rivera',
          email: 'jamie@example.com',
          active: true,
          groupStarts: { 4: DEC_12 },
          groupEnds: { 4: DEC_20 },
        },
        { id: 3, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', active: true },
      ],
    });
    renderAdmin(<GroupMembersTab record={{ id: 4, name: 'Support' }} definition={{} as never} />);
    const jamie = (await screen.findByText('jamie@example.com')).closest('tr')!;
    expect(await within(jamie).findByText('from 12 Dec')).toBeInTheDocument();
    expect(within(jamie).getByText('until 20 Dec')).toBeInTheDocument();
    const sam = screen.getByText('sam@example.com').closest('tr')!;
    expect(within(sam).queryByText(/^from /)).toBeNull();
  });
});
