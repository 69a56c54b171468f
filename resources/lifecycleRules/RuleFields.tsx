import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useGetList, useTranslate } from 'react-admin';
import { useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import {
  ACTION_TARGET,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_ATTRIBUTES,
  LIFECYCLE_TRIGGERS,
  type LifecycleAction,
  type LifecycleStep,
} from '@contract/lifecycle';
import { lifecycleCreateBody, lifecycleRuleProblem } from '@contract/schemas/lifecycle';
import { schemaErrors } from '@/forms/schemaErrors';

type T = (key: string, options?: Record<string, unknown>) => string;
const KEY = 'app.resources.lifecycleRules';

/** What the form holds is a rule the API takes: its schema, and the rule as a whole (a mover's field, delete last). */
export function ruleErrors(values: Record<string, unknown>): Record<string, string> {
  const errors = schemaErrors(lifecycleCreateBody, values);
  const problem = Array.isArray(values.steps)
    ? lifecycleRuleProblem(values as unknown as Parameters<typeof lifecycleRuleProblem>[0])
    : undefined;
  return problem ? { [problem.field]: problem.message, ...errors } : errors;
}

/** The rule as the API takes it from the form (numbers typed as text are numbers). */
export function ruleOf(values: Record<string, unknown>) {
  const steps = ((values.steps as LifecycleStep[] | undefined) ?? []).map((step) => {
    const target = ACTION_TARGET[step.action];
    return { action: step.action, afterDays: Number(step.afterDays) || 0, ...(target && { [target]: step[target] }) };
  });
  return {
    name: String(values.name ?? ''),
    enabled: values.enabled !== false,
    trigger: values.trigger,
    organizationID: Number(values.organizationID) || 0,
    attribute: values.trigger === 'mover' ? values.attribute : '',
    value: values.trigger === 'mover' ? String(values.value ?? '') : '',
    days: Number(values.days) || 90,
    steps,
  } as ReturnType<typeof lifecycleCreateBody.parse>;
}

/** A select of the form, its options given with their labels. */
function SelectInput({
  name,
  label,
  options,
  helperText,
}: {
  name: string;
  label: string;
  options: { id: string | number; label: string }[];
  helperText?: string;
}) {
  const { field, fieldState } = useController({ name });
  const { isSubmitting } = useFormState();
  return (
    <TextField
      select
      label={label}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={isSubmitting}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      sx={{ minWidth: 220 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TextInput({ name, label, type = 'text' }: { name: string; label: string; type?: string }) {
  const { field, fieldState } = useController({ name });
  const { isSubmitting } = useFormState();
  return (
    <TextField
      label={label}
      type={type}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(type === 'number' ? event.target.value : event.target.value)}
      onBlur={field.onBlur}
      disabled={isSubmitting}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
      sx={{ minWidth: 160 }}
    />
  );
}

/** Records of `resource` as options, by `text` (a few hundred at most: groups, apps, templates, organizations). */
function useOptions(resource: string, text: string) {
  const { data } = useGetList(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: text, order: 'ASC' } });
  return (data ?? []).map((record) => ({ id: record.id as number, label: String(record[text]) }));
}

/** The trigger, and what it asks beside it: an organization, a watched field and its value, or days. */
export function TriggerFields({ t }: { t: T }) {
  const translate = useTranslate();
  const trigger = useWatch({ name: 'trigger' }) as string;
  const organizations = useOptions('organizations', 'name');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <SelectInput
        name="trigger"
        label={translate(`${KEY}.fields.trigger`)}
        options={LIFECYCLE_TRIGGERS.map((id) => ({ id, label: translate(`${KEY}.triggers.${id}`) }))}
        helperText={trigger ? t(`triggerHelp.${trigger}`) : undefined}
      />
      {(trigger === 'joiner' || trigger === 'leaver') && (
        <SelectInput
          name="organizationID"
          label={t('fields.organizationID')}
          options={[{ id: 0, label: t('anyOrganization') }, ...organizations]}
        />
      )}
      {trigger === 'mover' && (
        <>
          <SelectInput
            name="attribute"
            label={t('fields.attribute')}
            options={LIFECYCLE_ATTRIBUTES.map((id) => ({ id, label: t(`attributes.${id}`) }))}
          />
          <TextInput name="value" label={t('fields.value')} />
        </>
      )}
      {trigger === 'inactive' && <TextInput name="days" label={t('fields.days')} type="number" />}
    </Box>
  );
}

/** The steps, in order: what each does, to what, and after how many days. */
export function StepsInput({ t }: { t: T }) {
  const { fields, append, remove } = useFieldArray({ name: 'steps' });
  const steps = (useWatch({ name: 'steps' }) as LifecycleStep[] | undefined) ?? [];
  const { errors, isSubmitting } = useFormState();
  const targets = {
    groupID: useOptions('groups', 'name'),
    appID: useOptions('applications', 'name'),
    templateID: useOptions('templates', 'title'),
  };
  const problem = (errors.steps as { message?: string } | undefined)?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('steps')}
      </Typography>
      {fields.map((row, index) => {
        const action = steps[index]?.action as LifecycleAction | undefined;
        const target = action && ACTION_TARGET[action];
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={t('step', { n: index + 1 })}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
          >
            <SelectInput
              name={`steps.${index}.action`}
              label={t('action')}
              options={LIFECYCLE_ACTIONS.map((id) => ({ id, label: t(`actions.${id}`) }))}
            />
            {target && <SelectInput name={`steps.${index}.${target}`} label={t('target')} options={targets[target]} />}
            <TextInput name={`steps.${index}.afterDays`} label={t('afterDays')} type="number" />
            <IconButton
              aria-label={t('removeStep', { n: index + 1 })}
              disabled={isSubmitting}
              onClick={() => remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      {problem && (
        <Typography color="error" variant="body2">
          {problem}
        </Typography>
      )}
      <Button disabled={isSubmitting} onClick={() => append({ action: 'removeGroup', afterDays: 0 })}>
        {t('addStep')}
      </Button>
    </Box>
  );
}
