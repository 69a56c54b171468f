import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useCanAccess, useCreate, useDelete, useTranslate, useUpdate, type Identifier } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import { emptyValueOf, fieldOf } from '@/engine/fields/lookup';
import FormInput from '@/engine/forms/FormInput';
import type { FieldDefinition, ResourceDefinition } from '@/engine/types';
import { silent, useSuccessNotify } from '@/engine/useSuccessNotify';
import { LabelledForm } from '@/forms/LabelledForm';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { useGuardedClose } from '@/forms/unsavedChanges';
import { ruleCreateBody, ruleUpdateBody } from '@contract/schemas/rules';
import type { RuleSelection } from './useRuleDialog';
import { useCapabilities } from '@/platform/capabilities';

const WhoCanDialog = lazy(() => import('./WhoCanDialog'));

const SOURCES = ['path', 'method', 'roleID'] as const;
const validate = (values: Record<string, unknown>) => schemaErrors(ruleCreateBody, values);

/**
 * The rule dialog (spec 2, "Rules dialog"): Path (required), Method as the four coloured badges, Role
 * (hidden when opened from a role; the roles of one service when `serviceNameID` is given), Delete only
 * when editing (after "Are you sure ?"), Close, Save or Create. It resets on each open; Save sends only
 * the fields that changed. "Rule has been created./updated./deleted." come from the rules definition.
 *
 * On react-admin's form, checked with the API's own body schema (contract/schemas/rules.ts): a
 * refusal naming a field (a path that is no safe pattern, a rule the role has already) shows on it;
 * closing the dialog or leaving the page with changes not saved asks first.
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
  const offers = useCapabilities();
  const notify = useSuccessNotify(rules);
  const editing = selection?.rule;
  const pathField = fieldOf(rules, 'path');
  const methodField = fieldOf(rules, 'method');
  const roleField = fieldOf(rules, 'roleID');

  // Each opening is a new form (its key), which starts afresh from the selection.
  const [opened, setOpened] = useState({ open, count: 0 });
  if (opened.open !== open) setOpened({ open, count: opened.count + (open ? 1 : 0) });
  const initial = useMemo(
    () => ({
      path: String(editing?.path ?? selection?.proposal?.path ?? emptyValueOf(pathField)),
      method: String(editing?.method ?? selection?.proposal?.method ?? emptyValueOf(methodField)),
      roleID: editing?.roleID ?? selection?.proposal?.roleID ?? roleID ?? '',
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values are taken again at each opening, not as the record changes
    [opened.count, selection, roleID],
  );
  const [confirming, setConfirming] = useState(false);
  const [askingWho, setAskingWho] = useState(false);
  useEffect(() => {
    if (open) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts without a pending confirmation
      setConfirming(false);
      setAskingWho(false);
    }
  }, [open]);

  const [create, { isPending: creating }] = useCreate(undefined, undefined, { returnPromise: true });
  const [update, { isPending: updating }] = useUpdate(undefined, undefined, {
    mutationMode: 'pessimistic',
    returnPromise: true,
  });
  const [remove, { isPending: deleting }] = useDelete();
  const busy = creating || updating || deleting;
  const refusal = useRefusal(SOURCES);
  const { close, unsaved } = useGuardedClose(onClose);
  const { canAccess: canDelete = false } = useCanAccess({
    resource: rules.name,
    action: 'delete',
    record: editing,
    enabled: !!editing,
  });

  // Answers the errors by field for react-admin's form to show (nothing when saved or nothing changed).
  const submit = async (values: Record<string, unknown>) => {
    const body = ruleCreateBody.parse(values);
    try {
      if (editing) {
        const changes = SOURCES.filter((k) => String(body[k]) !== String(editing[k]));
        if (!changes.length) return onClose();
        const data = ruleUpdateBody.parse(Object.fromEntries(changes.map((k) => [k, body[k]])));
        notify('updated', await update(rules.name, { id: editing.id, data, previousData: editing }));
      } else {
        notify('created', await create(rules.name, { data: body }));
      }
    } catch (error) {
      // Notified by the adapter; the field it names shows why too.
      return refusal(error);
    }
    onClose();
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
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="rule-dialog-title">
      <DialogTitle id="rule-dialog-title">{title}</DialogTitle>
      <LabelledForm
        key={opened.count}
        record={initial}
        validate={validate}
        onSubmit={submit}
        warnWhenUnsavedChanges
        unsaved={unsaved}
      >
        <Fields fields={[pathField, methodField, ...(roleID === undefined ? [roleChoice] : [])]} busy={deleting} />
        <DialogActions>
          {editing && canDelete && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={deleting} sx={{ mr: 'auto' }}>
              {translate('app.opa.delete')}
            </Button>
          )}
          {editing && offers('whoCan') && (
            <Button
              onClick={() => setAskingWho(true)}
              disabled={deleting}
              sx={editing && canDelete ? undefined : { mr: 'auto' }}
            >
              {translate('app.resources.rules.whoCan.title')}
            </Button>
          )}
          <CloseButton onClose={close} busy={deleting} />
          <SubmitButton label={editing ? 'app.admin.save' : 'app.admin.create.submit'} busy={deleting} />
        </DialogActions>
      </LabelledForm>
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

/** The rule's fields, disabled while saving or deleting. */
function Fields({ fields, busy }: { fields: FieldDefinition[]; busy: boolean }) {
  const { isSubmitting } = useFormState();
  return (
    <DialogContent>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {fields.map((field) => (
          <FormInput key={field.source} field={field} disabled={busy || isSubmitting} />
        ))}
      </Box>
    </DialogContent>
  );
}

function CloseButton({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onClose} disabled={busy || isSubmitting}>
      {translate('app.admin.close')}
    </Button>
  );
}

/** Save or Create: once the body is one the API's schema accepts; Loading while saving. */
function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const translate = useTranslate();
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const valid = Object.keys(validate(values)).length === 0;
  return (
    <Button type="submit" variant="contained" disabled={!valid || busy || isSubmitting}>
      {translate(isSubmitting ? 'app.admin.loading' : label)}
    </Button>
  );
}
