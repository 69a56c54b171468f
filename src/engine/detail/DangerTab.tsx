import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import ConfirmDialog from '../dialogs/ConfirmDialog';
import TypedConfirmation from '../dialogs/TypedConfirmation';
import { typedValueOf } from '../fields/lookup';
import type { ResourceDefinition } from '../types';
import { useDeleteRecord } from '../useDeleteRecord';

/**
 * Deletes the record: with a typed confirmation the button stays disabled until the exact name (or
 * code) is typed; every deletion then asks "Are you sure ?".
 */
export default function DangerTab({
  definition,
  record,
  onDeleted,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  onDeleted: () => void;
}) {
  const translate = useTranslate();
  const confirmation = definition.delete ?? {};
  const { canAccess = false } = useCanAccess({ resource: definition.name, action: 'delete', record });
  const [typed, setTyped] = useState('');
  const [asking, setAsking] = useState(false);
  const { remove, isPending } = useDeleteRecord(definition);
  const expected = confirmation.typed ? typedValueOf(record, confirmation.typed) : '';
  const enabled = canAccess && (!confirmation.typed || typed === expected);
  const singular = translate(definition.texts.singular);

  const confirm = () => remove(record, { onSettled: () => setAsking(false), onDeleted });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {confirmation.typed && (
        <TypedConfirmation
          prompt={translate(confirmation.prompt ?? 'app.admin.danger.typePrompt', { value: expected })}
          label={translate('app.admin.danger.typeLabel')}
          value={typed}
          onChange={setTyped}
        />
      )}
      <Button variant="contained" color="error" disabled={!enabled} onClick={() => setAsking(true)}>
        {translate('app.admin.danger.delete', { name: singular })}
      </Button>
      <ConfirmDialog
        open={asking}
        loading={isPending}
        text={translate(confirmation.text ?? 'app.admin.confirm.text', {
          name: singular.charAt(0).toLowerCase() + singular.slice(1),
        })}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </Box>
  );
}
