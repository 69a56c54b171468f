/**
 * A record's form (src/engine/forms/RecordForm.tsx) as it opens (issue 41): react-hook-form makes its form
 * ready and then resets it to the record as it mounts, and each of those used to render every field again.
 * The fields render once; what they need of the form's state still reaches them. Nor is the form reset to
 * the values it was made with as it mounts (issue 63, patches/ra-core+5.15.4.patch): that reset re-read
 * every field in the frame that shows the record, 11 of the 126 ms of a group's first opening on a 4x
 * slowed CPU.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
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

/**
 * Hands over the form's control once its first effects run (before its parents': before react-admin's
 * reset as the form mounts). React-hook-form's reset replaces the control's defaults with a copy of the
 * values it is given.
 */
function Control({ onControl }: { onControl: (control: { _defaultValues: unknown }) => void }) {
  const { control } = useFormContext();
  useEffect(() => {
    onControl(control);
  }, [control, onControl]);
  return null;
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

  it('is not reset to the record it was made with as it mounts, and is when the record changes', async () => {
    let made: unknown;
    let control: { _defaultValues: unknown } | undefined;
    const onControl = (given: NonNullable<typeof control>) => {
      control = given;
      made ??= given._defaultValues;
    };
    const record = { id: 1, title: 'Groceries', secret: '' };
    const form = (shown: typeof record) => (
      <RecordForm definition={notes} record={shown} warn={false}>
        <Field name="title" renders={[]} />
        <Control onControl={onControl} />
      </RecordForm>
    );
    const { rerender } = renderAdmin(form(record));
    expect(made).toMatchObject({ title: 'Groceries' });
    // The mount's effects (react-admin's reset among them) have run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(control!._defaultValues).toBe(made);
    rerender(form({ ...record, title: 'Shopping' }));
    await waitFor(() => expect(screen.getByLabelText('title')).toHaveValue('Shopping'));
    expect(control!._defaultValues).not.toBe(made);
    expect(control!._defaultValues).toMatchObject({ title: 'Shopping' });
  });
});
