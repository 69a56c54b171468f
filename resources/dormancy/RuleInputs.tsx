import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useGetList, useGetMany, type RaRecord } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';

/**
 * The rule form's inputs, on the react-admin form around them (react-hook-form underneath), built from the
 * pieces the console's other forms already load, so the page adds no new code to the start-up chunks.
 */

/** A switch of the form (the rule's `enabled`). */
export function SwitchInput({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  const { isSubmitting } = useFormState();
  return (
    <FormControlLabel
      label={label}
      disabled={isSubmitting}
      control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />}
    />
  );
}

/**
 * Picks records of `resource` by id (the people or groups exempt): the chosen ones as chips, the others
 * searched on the server by `searchField` as one types (the platform's `like` filter).
 */
export function IdsPicker({
  name,
  resource,
  searchField,
  label,
}: {
  name: string;
  resource: string;
  searchField: string;
  label: string;
}) {
  const { field } = useController({ name });
  const ids = (field.value ?? []) as number[];
  const [text, setText] = useState('');
  const { data: chosen = [] } = useGetMany<RaRecord>(resource, { ids }, { enabled: ids.length > 0 });
  const { data: found = [] } = useGetList<RaRecord>(resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: searchField, order: 'ASC' },
    filter: { filters: text.trim() ? [{ name: searchField, comparison: 'like', value: text.trim() }] : [] },
  });
  const value = ids.map((id) => chosen.find((r) => r.id === id) ?? { id });
  return (
    <Autocomplete
      multiple
      options={found}
      value={value}
      filterOptions={(options) => options}
      getOptionLabel={(record) => String(record[searchField] ?? record.id)}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_event, typed) => setText(typed)}
      onChange={(_event, records) => field.onChange(records.map((r) => r.id))}
      renderInput={(params) => <TextField {...params} margin="dense" label={label} />}
    />
  );
}
