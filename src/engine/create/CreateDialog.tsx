import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useMemo } from 'react';
import { Form, useCreate, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { appliesTo, emptyValueOf, fieldOf, isFieldShownTo } from '../fields/lookup';
import { fieldAtFault, useFailureReason } from '@/forms/refusals';
import { TrackUnsaved } from '@/forms/TrackUnsaved';
import { useGuardedClose } from '@/forms/unsavedChanges';
import FormInput from '../forms/FormInput';
import { validateFields } from '../forms/rules';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { useLoadedUser } from '../useLoadedUser';
import { useCapabilities } from '@/platform/capabilities';
import { useSuccessNotify } from '../useSuccessNotify';

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The create form of a resource in a dialog, on react-admin's form: fields reset on each open, each
 * filled value checked by the platform's rule for its type (forms/rules.ts), Loading while saving; on
 * success the notice, the dialog closes and the list refreshes; a refusal naming a field shows on it.
 * Closing it (Close, Escape) with values typed and not created asks first.
 */
export default function CreateDialog({
  definition,
  open,
  defaults,
  onClose,
}: {
  definition: ResourceDefinition;
  open: boolean;
  /** Values the form starts with instead of the fields' own (a new role of the service being viewed). */
  defaults?: Record<string, unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useSuccessNotify(definition);
  const user = useLoadedUser();
  const offers = useCapabilities();
  const fields = (definition.create ?? [])
    .map((source) => fieldOf(definition, source))
    .filter((field) => isFieldShownTo(field, user, offers));
  const [create, { isPending }] = useCreate(undefined, undefined, { returnPromise: true });
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const reasonOf = useFailureReason();
  const { close, unsaved } = useGuardedClose(onClose);
  const sources = fields.map((f) => f.source);
  const initial = Object.fromEntries(fields.map((f) => [f.source, defaults?.[f.source] ?? emptyValueOf(f)]));
  const sourcesKey = sources.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- made again when the fields change, not with each new array of them
  const validate = useMemo(() => validateFields(fields), [sourcesKey]);

  // Answers the errors by field for react-admin's form to show (nothing when saved or notified only).
  const submit = async (values: Record<string, unknown>) => {
    // Empty optional values are left out rather than sent as "", and so are the fields that do not apply.
    const applying = fields.filter((f) => appliesTo(f, values)).map((f) => f.source);
    const data = Object.fromEntries(Object.entries(values).filter(([k, v]) => applying.includes(k) && !isEmpty(v)));
    try {
      const record = await create(definition.name, { data });
      notify('created', record);
      onClose();
    } catch (error) {
      // Notified by the adapter; the field it names shows why too.
      const field = fieldAtFault(error, sources);
      return field ? { [field]: reasonOf(error) } : undefined;
    }
  };

  const Custom = definition.slots?.create;
  const title = translate('app.admin.create.title', { name: translate(definition.texts.singular) });
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : close}
      fullWidth
      fullScreen={narrow}
      maxWidth="sm"
      aria-labelledby="create-dialog-title"
    >
      <DialogTitle id="create-dialog-title">{title}</DialogTitle>
      {Custom ? (
        <Suspense fallback={null}>
          <Custom definition={definition} onDone={onClose} onClose={close} unsaved={unsaved} />
        </Suspense>
      ) : (
        // Mounted on each open (the dialog unmounts its content when closed): the fields start afresh.
        <Form record={initial} validate={validate} onSubmit={submit} noValidate disableInvalidFormNotification>
          <TrackUnsaved into={unsaved} />
          <DialogContent>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
              <CreateFields fields={fields} disabled={isPending} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={isPending}>
              {translate('app.admin.close')}
            </Button>
            <SubmitButton fields={fields} busy={isPending} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

/** The inputs of the fields that apply to what the form holds now (a provider's kind shows its own). */
function CreateFields({ fields, disabled }: { fields: FieldDefinition[]; disabled: boolean }) {
  const values = useWatch() as Record<string, unknown>;
  return fields
    .filter((field) => appliesTo(field, values))
    .map((field) => <FormInput key={field.source} field={field} disabled={disabled} />);
}

/** Create: disabled until every required field that applies is filled, Loading while saving. */
function SubmitButton({ fields, busy }: { fields: FieldDefinition[]; busy: boolean }) {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const missing = fields.some((f) => f.required && appliesTo(f, values) && isEmpty(values[f.source]));
  return (
    <Button type="submit" variant="contained" disabled={missing || busy}>
      {busy ? translate('app.admin.loading') : translate('app.admin.create.submit')}
    </Button>
  );
}
