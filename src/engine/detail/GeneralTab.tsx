import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useEffect, useState } from 'react';
import { useCanAccess, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import FieldEditor from '../fields/FieldEditor';
import FieldInput from '../fields/FieldInput';
import { fieldOf, isFieldShownTo, saveModeOf, valueOf } from '../fields/lookup';
import type { ResourceDefinition } from '../types';
import { useLoadedUser } from '../useLoadedUser';
import { silent, useSuccessNotify } from '../useSuccessNotify';

/**
 * The edit fields of a record (those the user may see). Most save alone (FieldEditor); fields marked
 * `form` are saved together by a Save button. The resource's panels follow the form.
 */
export default function GeneralTab({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const user = useLoadedUser();
  const fields = (definition.edit ?? [])
    .map((source) => fieldOf(definition, source))
    .filter((field) => isFieldShownTo(field, user))
    .map((field) => (field.createOnly ? { ...field, readOnly: true } : field));
  const { canAccess: canEdit = false } = useCanAccess({ resource: definition.name, action: 'edit', record });
  const formFields = fields.filter((f) => saveModeOf(f) === 'form' && !f.readOnly);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {fields.map((field) =>
        saveModeOf(field) === 'form' && !field.readOnly ? null : (
          <FieldEditor key={field.source} definition={definition} field={field} record={record} disabled={!canEdit} />
        ),
      )}
      {formFields.length > 0 && (
        <FormFields
          definition={definition}
          record={record}
          sources={formFields.map((f) => f.source)}
          disabled={!canEdit}
        />
      )}
      {(definition.slots?.panels ?? []).map((Panel, i) => (
        <Suspense key={i} fallback={null}>
          <Panel definition={definition} record={record} />
        </Suspense>
      ))}
    </Box>
  );
}

/** Fields saved together with one PUT by the Save button. */
function FormFields({
  definition,
  record,
  sources,
  disabled,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  sources: string[];
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useSuccessNotify(definition);
  const [update, { isPending }] = useUpdate();
  const initial = () => Object.fromEntries(sources.map((s) => [s, valueOf(record, s)]));
  const [draft, setDraft] = useState<Record<string, unknown>>(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(initial()), [record]);
  const changed = sources.some((s) => draft[s] !== valueOf(record, s));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {sources.map((source) => {
        const field = fieldOf(definition, source);
        return (
          <FieldInput
            key={source}
            field={field}
            value={draft[source]}
            values={{ ...record, ...draft }}
            disabled={disabled || isPending}
            onChange={(value) => setDraft((d) => ({ ...d, [source]: value }))}
          />
        );
      })}
      <Button
        variant="contained"
        disabled={disabled || isPending || !changed}
        onClick={() =>
          update(
            definition.name,
            { id: record.id, data: draft, previousData: record },
            { mutationMode: 'pessimistic', onSuccess: () => notify('updated', record), onError: silent },
          )
        }
      >
        {isPending ? translate('app.admin.loading') : translate('app.admin.save')}
      </Button>
    </Box>
  );
}
