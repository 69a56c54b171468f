import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import FieldInput from '../fields/FieldInput';
import { emptyValueOf, fieldOf, isFieldShownTo } from '../fields/lookup';
import type { ResourceDefinition } from '../types';
import { useLoadedUser } from '../useLoadedUser';
import { silent, useSuccessNotify } from '../useSuccessNotify';

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The create form of a resource in a dialog: fields reset on each open, Loading while saving; on
 * success the notice, the dialog closes and the list refreshes.
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
  const fields = (definition.create ?? [])
    .map((source) => fieldOf(definition, source))
    .filter((field) => isFieldShownTo(field, user));
  const initial = () => Object.fromEntries(fields.map((f) => [f.source, defaults?.[f.source] ?? emptyValueOf(f)]));
  const [draft, setDraft] = useState<Record<string, unknown>>(initial);
  const [create, { isPending }] = useCreate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (open) setDraft(initial());
  }, [open]);

  const missing = fields.some((f) => f.required && isEmpty(draft[f.source]));
  const submit = () => {
    // Empty optional values are left out rather than sent as "".
    const data = Object.fromEntries(Object.entries(draft).filter(([, v]) => !isEmpty(v)));
    create(
      definition.name,
      { data },
      {
        onSuccess: (record) => {
          notify('created', record);
          onClose();
        },
        onError: silent,
      },
    );
  };

  const Custom = definition.slots?.create;
  const title = translate('app.admin.create.title', { name: translate(definition.texts.singular) });
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      fullWidth
      fullScreen={narrow}
      maxWidth="sm"
      aria-labelledby="create-dialog-title"
    >
      <DialogTitle id="create-dialog-title">{title}</DialogTitle>
      {Custom ? (
        <Suspense fallback={null}>
          <Custom definition={definition} onDone={onClose} />
        </Suspense>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!missing && !isPending) submit();
          }}
        >
          <DialogContent>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
              {fields.map((field) => (
                <FieldInput
                  key={field.source}
                  field={field}
                  value={draft[field.source]}
                  values={draft}
                  disabled={isPending}
                  onChange={(value) => setDraft((d) => ({ ...d, [field.source]: value }))}
                />
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isPending}>
              {translate('app.admin.close')}
            </Button>
            <Button type="submit" variant="contained" disabled={missing || isPending}>
              {isPending ? translate('app.admin.loading') : translate('app.admin.create.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
