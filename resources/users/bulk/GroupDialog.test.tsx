import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GroupDialog from '@resources/users/bulk/GroupDialog';
import { mockApi, renderAdmin } from '../../../tests/support/admin';

beforeEach(() => {
  mockApi({
    'GET /account/groups': [
      { id: 1, name: 'Admins' },
      { id: 2, name: 'Editors' },
    ],
  });
});
afterEach(() => vi.unstubAllGlobals());

const pickEditors = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText('Group'));
  await user.click(await screen.findByRole('option', { name: 'Editors' }));
  return dialog;
};

describe('bulk Add to group with days (issue 62)', () => {
  it('passes the start and end of the days picked, and says them before Add', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderAdmin(<GroupDialog mode="add" count={2} onCancel={() => {}} onPick={onPick} />);
    const dialog = await pickEditors(user);
    const from = dayjs().add(3, 'day');
    const until = dayjs().add(10, 'day');
    fireEvent.change(await within(dialog).findByLabelText('From'), { target: { value: from.format('YYYY-MM-DD') } });
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: until.format('YYYY-MM-DD') } });
    const format = (d: dayjs.Dayjs) => d.format(d.year() === dayjs().year() ? 'D MMM' : 'D MMM YYYY');
    expect(within(dialog).getByText(`Members from ${format(from)} until ${format(until)}.`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: 'Editors' }), {
      startsAt: from.startOf('day').toISOString(),
      endsAt: until.endOf('day').toISOString(),
    });
  });

  it('passes no days when none are picked, and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderAdmin(<GroupDialog mode="add" count={2} onCancel={() => {}} onPick={onPick} />);
    const dialog = await pickEditors(user);
    const fromField = await within(dialog).findByLabelText('From');
    fireEvent.change(fromField, { target: { value: dayjs().add(5, 'day').format('YYYY-MM-DD') } });
    fireEvent.change(within(dialog).getByLabelText('Until'), {
      target: { value: dayjs().add(2, 'day').format('YYYY-MM-DD') },
    });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    fireEvent.change(fromField, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), {
        startsAt: undefined,
        endsAt: undefined,
      }),
    );
  });

  it('asks for no days when removing', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderAdmin(<GroupDialog mode="remove" count={2} onCancel={() => {}} onPick={onPick} />);
    const dialog = await pickEditors(user);
    expect(within(dialog).queryByLabelText('Until')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), {});
  });
});
