import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import GeneralTab from '@/engine/detail/GeneralTab';
import { titleOf } from '@/engine/fields/lookup';
import type { ResourceDefinition } from '@/engine/types';
import { afterDiscard } from '@/forms/unsavedChanges';

/**
 * A record's General fields in a dialog (a service name edited from the policy editor): each field
 * saves alone, as in the record's own panel, and closing with a field typed and not saved (or refused)
 * asks first, as closing the panel does.
 */
export default function EditDialog({
  definition,
  record,
  onClose,
}: {
  definition: ResourceDefinition;
  /** The record to edit; none: closed. */
  record?: RaRecord;
  onClose: () => void;
}) {
  const translate = useTranslate();
  // The latest answer, so the title follows a renaming.
  const { data } = useGetOne(definition.name, { id: record?.id ?? '' }, { enabled: !!record, placeholderData: record });
  const shown = data ?? record;
  const close = () => afterDiscard(onClose);
  return (
    <Dialog open={!!record} onClose={close} fullWidth maxWidth="xs" aria-labelledby="edit-dialog-title">
      <DialogTitle id="edit-dialog-title">{shown ? titleOf(definition, shown) : ''}</DialogTitle>
      <DialogContent>{shown && <GeneralTab definition={definition} record={shown} />}</DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
