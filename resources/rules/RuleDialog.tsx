import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCanAccess, useCreate, useDelete, useTranslate, useUpdate, type Identifier } from 'react-admin';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import FieldInput from '@/engine/fields/FieldInput';
import { emptyValueOf, fieldOf } from '@/engine/fields/lookup';
import type { ResourceDefinition } from '@/engine/types';
import { silent, useSuccessNotify } from '@/engine/useSuccessNotify';
import type { RuleSelection } from './useRuleDialog';

const WhoCanDialog = lazy(() => import('./WhoCanDialog'));

type Draft = { path: string; method: string; roleID: Identifier | '' };

/**
 * The rule dialog (spec 2, "Rules dialog"): Path (required), Method as the four coloured badges, Role
 * (hidden when opened from a role; the roles of one service when `serviceNameID` is given), Delete only
 * when editing (after "Are you sure ?"), Close, Save or Create. It resets on each open; Save sends only
 * the fields that changed. "Rule has been created./updated./deleted." come from the rules definition.
 */
export default function RuleDialog({
  rules,
  open,
  selection,
  roleID,
  serviceNameID,
  onClose,
}: {
  /** The rules resource definition (fields, texts, notice delay). */
  rules: ResourceDefinition;
  open: boolean;
  selection?: RuleSelection;
  /** Opened from a role: the rule is that role's and the Role choice is hidden. */
  roleID?: Identifier;
  /** Narrows the Role choice to the roles of this service name. */
  serviceNameID?: Identifier;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useSuccessNotify(rules);
  const editing = selection?.rule;
  const pathField = fieldOf(rules, 'path');
  const methodField = fieldOf(rules, 'method');
  const roleField = fieldOf(rules, 'roleID');

  const initial = (): Draft => ({
    path: String(editing?.path ?? selection?.proposal?.path ?? emptyValueOf(pathField)),
    method: String(editing?.method ?? selection?.proposal?.method ?? emptyValueOf(methodField)),
    roleID: editing?.roleID ?? selection?.proposal?.roleID ?? roleID ?? '',
  });
  const [draft, setDraft] = useState<Draft>(initial);
  const [confirming, setConfirming] = useState(false);
  const [askingWho, setAskingWho] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (open) {
      setDraft(initial());
      setConfirming(false);
      setAskingWho(false);
    }
  }, [open]);

  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const busy = creating || updating || deleting;
  const { canAccess: canDelete = false } = useCanAccess({
    resource: rules.name,
    action: 'delete',
    record: editing,
    enabled: !!editing,
  });

  const missing = !draft.path.trim() || !draft.method || draft.roleID === '';
  const changes = editing
    ? (Object.keys(draft) as (keyof Draft)[]).filter((k) => String(draft[k]) !== String(editing[k]))
    : [];

  const submit = () => {
    if (missing || busy) return;
    if (editing) {
      if (!changes.length) return onClose();
      const data = Object.fromEntries(changes.map((k) => [k, draft[k]]));
      update(
        rules.name,
        { id: editing.id, data, previousData: editing },
        {
          mutationMode: 'pessimistic',
          onSuccess: (record) => {
            notify('updated', record);
            onClose();
          },
          onError: silent,
        },
      );
    } else {
      create(
        rules.name,
        { data: { ...draft, path: draft.path.trim() } },
        {
          onSuccess: (record) => {
            notify('created', record);
            onClose();
          },
          onError: silent,
        },
      );
    }
  };

  const confirmDelete = () =>
    editing &&
    remove(
      rules.name,
      { id: editing.id, previousData: editing },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('deleted', editing);
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          silent(error);
        },
      },
    );

  const roleChoice =
    serviceNameID === undefined
      ? roleField
      : {
          ...roleField,
          reference: {
            ...roleField.reference!,
            filters: [{ name: 'serviceNameID', comparison: 'eq' as const, value: serviceNameID as number }],
          },
        };
  const title = translate(editing ? 'app.opa.editRule' : 'app.opa.newRule');

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="rule-dialog-title"
    >
      <DialogTitle id="rule-dialog-title">{title}</DialogTitle>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <FieldInput
              field={pathField}
              value={draft.path}
              disabled={busy}
              onChange={(value) => setDraft((d) => ({ ...d, path: String(value ?? '') }))}
            />
            <FieldInput
              field={methodField}
              value={draft.method}
              disabled={busy}
              onChange={(value) => setDraft((d) => ({ ...d, method: String(value) }))}
            />
            {roleID === undefined && (
              <FieldInput
                field={roleChoice}
                value={draft.roleID}
                disabled={busy}
                onChange={(value) => setDraft((d) => ({ ...d, roleID: (value as Identifier) ?? '' }))}
              />
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          {editing && canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy} sx={{ mr: 'auto' }}>
              {translate('app.opa.delete')}
            </Button>
          )}
          {editing && (
            <Button
              onClick={() => setAskingWho(true)}
              disabled={busy}
              sx={editing && canDelete ? undefined : { mr: 'auto' }}
            >
              {translate('app.resources.rules.whoCan.title')}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {translate('app.admin.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={missing || busy}>
            {busy && !deleting
              ? translate('app.admin.loading')
              : translate(editing ? 'app.admin.save' : 'app.admin.create.submit')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={confirming}
        text={translate(rules.delete?.text ?? 'app.admin.confirm.text')}
        loading={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
      {askingWho && editing && (
        <Suspense fallback={null}>
          <WhoCanDialog open services={[]} rule={editing} onClose={() => setAskingWho(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
