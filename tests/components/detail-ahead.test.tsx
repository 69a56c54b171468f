import { screen, waitFor } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '@resources/users';
import { createQueryClient } from '@/platform/queryClient';
import { mockApi, renderAdmin } from '../support/admin';
import type { DetailSlotProps } from '@/engine/types';
import DetailAhead from '@/engine/detail/DetailAhead';
import { DetailPanel } from '@/engine/detail/detailPanel';

const record = { id: 7, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };

/** The users' definition with a detail that notes each record it renders. */
function probed() {
  const rendered: RaRecord['id'][] = [];
  const Probe = ({ record: shown }: DetailSlotProps) => {
    rendered.push(shown.id);
    return <p>probe</p>;
  };
  return { rendered, definition: { ...users, slots: { ...users.slots, detail: Probe } } };
}

/** A query client holding the row's record, as the list leaves it (react-admin keeps each row under getOne). */
function withRow() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['users', 'getOne', { id: String(record.id), meta: undefined }], record);
  return queryClient;
}

beforeEach(async () => {
  mockApi({ 'POST /account/users/access': {} });
  // The page mounts DetailAhead once the detail's code is there (ResourcePage).
  await DetailPanel.preload();
});

describe('DetailAhead (issue 63)', () => {
  it('readies the page once the first row has rendered in the hidden panel, which nobody can find', async () => {
    const { rendered, definition } = probed();
    const seen: RaRecord['id'][][] = [];
    const onReadied = vi.fn(() => seen.push([...rendered]));
    renderAdmin(<DetailAhead definition={definition} records={[record]} onReadied={onReadied} />, {
      queryClient: withRow(),
    });
    await waitFor(() => expect(onReadied).toHaveBeenCalled());
    // The page's later work came after the hidden render, not before it.
    expect(seen[0]).toContain(7);
    expect(screen.queryByText('probe')).toBeNull();
    await new Promise((done) => setTimeout(done, 50));
    expect(onReadied).toHaveBeenCalledTimes(1);
  });

  it('readies the page at once when a record was opened first, and renders nothing ahead', async () => {
    const { rendered, definition } = probed();
    const onReadied = vi.fn();
    renderAdmin(<DetailAhead definition={definition} records={[record]} selectedId={7} onReadied={onReadied} />, {
      queryClient: withRow(),
    });
    await waitFor(() => expect(onReadied).toHaveBeenCalledTimes(1));
    expect(rendered).toEqual([]);
  });
});
