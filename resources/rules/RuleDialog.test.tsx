/**
 * The rule dialog (resources/rules/RuleDialog.tsx) with the rules definition, over an in-memory data provider:
 * Role hidden when opened from a role and narrowed to a service's roles otherwise, Delete only when
 * editing, Save sends only what changed, it resets on each open, its selection clears 200 ms after
 * closing.
 */
import { act, configure, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import rules from '@resources/rules';
import { RULE_DIALOG_CLEAR_MS, RULE_TOAST_MS } from '@/constants';
import { PlatformError } from '@/platform/errors';
import RuleDialog from '@resources/rules/RuleDialog';
import { useRuleDialog, type RuleSelection } from '@resources/rules/useRuleDialog';
import { renderAdmin } from '../../tests/support/admin';
import { answerQuestions } from '../../tests/support/notices';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const ROLES = [
  { id: 1, name: 'superadmin', serviceNameID: 1 },
  { id: 3, name: 'user', serviceNameID: 1 },
  { id: 8, name: 'user', serviceNameID: 2 },
];
const RULE = { id: 40, roleID: 3, roleName: 'user', method: 'GET', path: '/apps' };

function provider() {
  const calls: { method: string; resource: string; params: any }[] = [];
  const dataProvider = {
    getList: async (resource: string, params: any) => {
      calls.push({ method: 'getList', resource, params });
      const filters = (params.filter?.filters ?? []) as { name: string; value: unknown }[];
      const data =
        resource === 'roles' ? ROLES.filter((r) => filters.every((f) => (r as any)[f.name] === f.value)) : [];
      return { data, total: data.length };
    },
    create: async (resource: string, params: any) => {
      calls.push({ method: 'create', resource, params });
      return { data: { id: 99, ...params.data } };
    },
    update: async (resource: string, params: any) => {
      calls.push({ method: 'update', resource, params });
      return { data: { ...params.previousData, ...params.data } };
    },
    delete: async (resource: string, params: any) => {
      calls.push({ method: 'delete', resource, params });
      return { data: params.previousData };
    },
  } as unknown as DataProvider;
  return { dataProvider, calls };
}

function renderDialog(
  props: { selection?: RuleSelection; roleID?: number; serviceNameID?: number; open?: boolean },
  overrides: Partial<DataProvider> = {},
) {
  const { dataProvider: base, calls } = provider();
  const dataProvider = { ...base, ...overrides };
  const onClose = vi.fn();
  const ui = (p: typeof props) => (
    <>
      <RuleDialog
        rules={rules}
        open={p.open ?? true}
        selection={p.selection}
        roleID={p.roleID}
        serviceNameID={p.serviceNameID}
        onClose={onClose}
      />
      <Notification />
    </>
  );
  const view = renderAdmin(ui(props), { dataProvider });
  return { calls, onClose, rerender: (p: typeof props) => view.rerender(ui(p)) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('rule dialog', () => {
  it('from a role: no Role choice, no Delete; Create sends path, method and that role, then "Rule has been created."', async () => {
    const { calls, onClose } = renderDialog({
      roleID: 3,
      selection: { proposal: { method: 'DELETE', path: '/users/[0-9]+' } },
    });
    const dialog = screen.getByRole('dialog', { name: 'New Rule' });
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).getByLabelText(/Path/)).toHaveValue('/users/[0-9]+');
    expect(within(dialog).getByRole('button', { name: 'DELETE' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'POST' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({
      path: '/users/[0-9]+',
      method: 'POST',
      roleID: 3,
    });
    expect(await screen.findByText('Rule has been created.')).toBeInTheDocument();
    expect(rules.successHideMs).toBe(RULE_TOAST_MS);
  });

  it('needs a path: Create stays disabled while the path is empty', async () => {
    renderDialog({ roleID: 3, selection: {} });
    const dialog = screen.getByRole('dialog', { name: 'New Rule' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Path/), '/x');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it("for a service: the Role choice holds that service's roles only", async () => {
    const { calls } = renderDialog({ serviceNameID: 1, selection: {} });
    const dialog = screen.getByRole('dialog', { name: 'New Rule' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Role/ })).not.toHaveAttribute('aria-disabled'),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['superadmin', 'user']);
    const roleList = calls.find((c) => c.method === 'getList' && c.resource === 'roles');
    expect(roleList?.params.filter).toEqual({ filters: [{ name: 'serviceNameID', comparison: 'eq', value: 1 }] });
  });

  it('editing: Save sends only the changed field; Delete asks "Are you sure ?" with the rule text first', async () => {
    const { calls, onClose } = renderDialog({ roleID: 3, selection: { rule: RULE } });
    const dialog = screen.getByRole('dialog', { name: 'Edit Rule' });
    const path = within(dialog).getByLabelText(/Path/);
    await userEvent.clear(path);
    await userEvent.click(path);
    await userEvent.paste('/apps/[0-9]+');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'update')?.params.data).toEqual({ path: '/apps/[0-9]+' });
    expect(await screen.findByText('Rule has been updated.')).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure ?' });
    expect(within(confirm).getByText("If you delete this rule, you won't be able to recover it.")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'I am sure' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'delete' && c.params.id === 40)).toBe(true));
    expect(await screen.findByText('Rule has been deleted.')).toBeInTheDocument();
  });

  it('a refusal of the API naming the path shows on Path, and goes as the path changes', async () => {
    const refused = new PlatformError(400, {
      errorCode: 'ALREADY_EXISTS',
      description: 'This role already has this rule.',
      field: 'path',
    });
    const { onClose } = renderDialog(
      { roleID: 3, selection: { proposal: { method: 'GET', path: '/apps' } } },
      { create: () => Promise.reject(refused) },
    );
    const dialog = screen.getByRole('dialog', { name: 'New Rule' });
    const path = within(dialog).getByLabelText(/Path/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(path).toHaveAccessibleDescription('This role already has this rule.'));
    expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(path, 's');
    await waitFor(() => expect(path).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('closing with changes not saved asks first; staying keeps them, an untouched dialog closes at once', async () => {
    const questions = answerQuestions(false);
    const { onClose } = renderDialog({ roleID: 3, selection: { rule: RULE } });
    const dialog = screen.getByRole('dialog', { name: 'Edit Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(questions.asked).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.type(within(dialog).getByLabelText(/Path/), '/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // react-admin's question, asked as the console's dialog (a modal notice), not window.confirm.
    await waitFor(() => expect(questions.asked).toEqual(['ra.message.unsaved_changes']));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText(/Path/)).toHaveValue('/apps/x');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(questions.asked).toHaveLength(2));
    expect(onClose).toHaveBeenCalledTimes(1);

    questions.yes = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('resets from its selection each time it opens', async () => {
    const { rerender } = renderDialog({ roleID: 3, selection: { rule: RULE } });
    const path = () => screen.getByLabelText(/Path/);
    await userEvent.clear(path());
    await userEvent.type(path(), '/typed');
    rerender({ roleID: 3, selection: { rule: RULE }, open: false });
    rerender({ roleID: 3, selection: { rule: RULE }, open: true });
    await waitFor(() => expect(path()).toHaveValue('/apps'));
  });
});

describe('rule dialog selection', () => {
  it('keeps the selection while closing and clears it 200 ms later', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRuleDialog());
    act(() => result.current.show({ rule: RULE }));
    expect(result.current).toMatchObject({ open: true, selection: { rule: RULE } });
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    void act(() => vi.advanceTimersByTime(RULE_DIALOG_CLEAR_MS - 1));
    expect(result.current.selection).toEqual({ rule: RULE });
    void act(() => vi.advanceTimersByTime(1));
    expect(result.current.selection).toBeUndefined();
    // Opening again before the delay keeps the new selection.
    act(() => result.current.show({ rule: RULE }));
    act(() => result.current.close());
    act(() => result.current.show({ proposal: { path: '/a' } }));
    void act(() => vi.advanceTimersByTime(RULE_DIALOG_CLEAR_MS * 2));
    expect(result.current.selection).toEqual({ proposal: { path: '/a' } });
  });
});
