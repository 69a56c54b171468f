/**
 * A record's form (src/engine/forms/RecordForm.tsx) as it opens (issue 41): react-hook-form makes its form
 * ready and then resets it to the record as it mounts, and each of those used to render every field again.
 * The fields render once; what they need of the form's state still reaches them.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SUCCESS_HIDE_MS } from '@/constants';
import RecordForm from '@/engine/forms/RecordForm';
import type { ResourceDefinition } from '@/engine/types';
import { renderAdmin } from '../support/admin';

const notes: ResourceDefinition = {
  name: 'notes',
  endpoint: { service: 'account', path: '/notes' },
  route: '/notes',
  texts: { title: 'Notes', singular: 'Note', created: '', updated: '', deleted: '', fields: 'test.notes.fields' },
  fields: [
    { source: 'title', type: 'text' },
    { source: 'secret', type: 'text', writeOnly: true },
  ],
  columns: [{ source: 'title' }],
  selectionParam: 'noteID',
  successHideMs: SUCCESS_HIDE_MS,
};

/** A field as the engine's are (FieldEditor): its value bound, the form's functions from its context. */
function Field({ name, renders }: { name: string; renders: string[] }) {
  const { field } = useController({ name });
  const { resetField } = useFormContext();
  renders.push(name);
  return (
    <input
      aria-label={name}
      {...field}
      value={String(field.value ?? '')}
      onKeyDown={(event) => event.key === 'Escape' && resetField(name)}
    />
  );
}

/** Reads the form's state as react-hook-form documents it: through the hook that subscribes to it. */
function Dirty() {
  const { isDirty } = useFormState();
  return <p>{isDirty ? 'changed' : 'as saved'}</p>;
}

describe('RecordForm', () => {
  it('renders each field once as it opens, and the fields still follow the record and the typing', async () => {
    const renders: string[] = [];
    const record = { id: 1, title: 'Groceries', secret: '********' };
    const { rerender } = renderAdmin(
      <RecordForm definition={notes} record={record} warn={false}>
        <Field name="title" renders={renders} />
        <Field name="secret" renders={renders} />
        <Dirty />
      </RecordForm>,
    );
    expect(screen.getByLabelText('title')).toHaveValue('Groceries');
    // A secret the platform answers masked starts empty.
    expect(screen.getByLabelText('secret')).toHaveValue('');
    // The form's ready state and its reset to the record (effects of its mount) have run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toEqual(['title', 'secret']);

    await userEvent.type(screen.getByLabelText('title'), ' and more');
    expect(screen.getByLabelText('title')).toHaveValue('Groceries and more');
    expect(screen.getByText('changed')).toBeInTheDocument();
    // The record read again keeps what is being typed (keepDirtyValues) and brings what is not.
    rerender(
      <RecordForm definition={notes} record={{ ...record, title: 'Shopping', secret: '' }} warn={false}>
        <Field name="title" renders={renders} />
        <Field name="secret" renders={renders} />
        <Dirty />
      </RecordForm>,
    );
    await waitFor(() => expect(screen.getByLabelText('title')).toHaveValue('Groceries and more'));
  });
});
