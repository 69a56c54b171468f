import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense } from 'react';
import { useCanAccess, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import FieldEditor from '../fields/FieldEditor';
import { appliesTo, fieldOf, isFieldShownTo, saveModeOf } from '../fields/lookup';
import { fieldAtFault, useFailureReason } from '@/forms/refusals';
import FormInput from '../forms/FormInput';
import RecordForm from '../forms/RecordForm';
import type { ResourceDefinition } from '../types';
import { useLoadedUser } from '../useLoadedUser';
import { useCapabilities } from '@/platform/capabilities';
import { useSecondPass } from '@/ui/useSecondPass';
import { useSuccessNotify } from '../useSuccessNotify';

/**
 * The edit fields of a record (those the user may see). Most save alone (FieldEditor); fields marked
 * `form` are saved together by a Save button. The resource's panels follow the fields. All are one
 * react-admin form (RecordForm), which knows what is unsaved.
 */
export default function GeneralTab({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const user = useLoadedUser();
  const offers = useCapabilities();
  const fields = (definition.edit ?? [])
    .map((source) => fieldOf(definition, source))
    .filter((field) => isFieldShownTo(field, user, offers) && appliesTo(field, record))
    .map((field) => (field.createOnly ? { ...field, readOnly: true } : field));
  const { canAccess: canEdit = false } = useCanAccess({ resource: definition.name, action: 'edit', record });
  const formFields = fields.filter((f) => saveModeOf(f) === 'form' && !f.readOnly);
  // The fields show in the panel's first frame; the resource's panels (what the list does not know: a
  // group's roles, apps…) follow a frame later, below them (issue 41).
  const panels = useSecondPass();
  return (
    <RecordForm definition={definition} record={record}>
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
        {panels &&
          (definition.slots?.panels ?? []).map((Panel, i) => (
            <Suspense key={i} fallback={null}>
              <Panel definition={definition} record={record} />
            </Suspense>
          ))}
      </Box>
    </RecordForm>
  );
}

/** Fields saved together with one PUT by the Save button; a field the API names in its refusal shows why. */
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
  const { getValues, resetField, setError } = useFormContext();
  const { dirtyFields } = useFormState({ name: sources });
  const reasonOf = useFailureReason();
  const changed = sources.some((s) => dirtyFields[s]);
  const save = () => {
    const data = Object.fromEntries(sources.map((s) => [s, getValues(s)]));
    void update(
      definition.name,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('updated', record);
          for (const source of sources) resetField(source, { defaultValue: data[source] });
        },
        // Notified by the adapter; the field it names shows why too.
        onError: (error) => {
          const field = fieldAtFault(error, sources);
          if (field) setError(field, { type: 'server', message: reasonOf(error) });
        },
      },
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {sources.map((source) => (
        <FormInput key={source} field={fieldOf(definition, source)} record={record} disabled={disabled || isPending} />
      ))}
      <Button variant="contained" disabled={disabled || isPending || !changed} onClick={save}>
        {isPending ? translate('app.admin.loading') : translate('app.admin.save')}
      </Button>
    </Box>
  );
}
