import { useEffect, useRef, useState } from 'react';
import { useUpdate, type RaRecord } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import RecordForm, { useInRecordForm } from '../forms/RecordForm';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { useSuccessNotify } from '../useSuccessNotify';
import FieldInput from './FieldInput';
import { saveModeOf, valueOf } from './lookup';
import { useFailureReason } from '@/forms/refusals';
import { useWithdrawNotices } from '@/notifications/withdrawNotices';
import UnsavedActions, { SavedHint, useUnsavedText, type Unsaved } from './UnsavedActions';

/**
 * A field of the General tab that saves alone: a PUT of that one field, on blur or Enter, on Enter only,
 * or at once, as the definition says: once per change (Enter, then leaving the field, is one save), and
 * nothing when the value did not change. A save the API refuses marks the field (its error state, and
 * why) and offers Retry and Undo; the adapter has notified the error once. A `writeOnly` field starts
 * empty whatever the record holds, sends only what is typed and empties once saved.
 *
 * Its value lives in the record's react-admin form (GeneralTab): the field is unsaved (dirty) while what
 * it shows differs from what is saved; a save under way counts as saved, a refused one as unsaved.
 */
export default function FieldEditor(props: FieldEditorProps) {
  // A field shown without its record's form (a rule's row in a role's rules) is a form of its own.
  if (useInRecordForm(props.definition, props.record)) return <Editor {...props} />;
  return (
    <RecordForm definition={props.definition} record={props.record} warn={false}>
      <Editor {...props} />
    </RecordForm>
  );
}

interface FieldEditorProps {
  definition: ResourceDefinition;
  field: FieldDefinition;
  record: RaRecord;
  disabled?: boolean;
  /** Small and without a visible label, for a record's row edited in place (a role's rules). */
  compact?: boolean;
  /** Told every value as it is typed or picked, before any save (a live preview follows it). */
  onValue?: (value: unknown) => void;
}

function Editor({ definition, field, record, disabled, compact, onValue }: FieldEditorProps) {
  const saved = field.writeOnly ? '' : valueOf(record, field.source);
  const { field: bound } = useController({ name: field.source, defaultValue: saved });
  const { resetField, setValue: setFormValue, setError, clearErrors } = useFormContext();
  const value = bound.value;
  const setValue = (next: unknown) => bound.onChange(next);
  const [update, { isPending }] = useUpdate();
  const notify = useSuccessNotify(definition);
  const reasonOf = useFailureReason();
  const unsavedText = useUnsavedText();
  // The value the API refused and why, until it is saved, undone or changed.
  const [failed, setFailed] = useState<Unsaved>();
  // Saved on leaving the field: said by the field, as a refusal is (issue 64), until it changes again.
  const [justSaved, setJustSaved] = useState(false);
  const mode = saveModeOf(field);
  // The value last sent, so a blur after Enter does not save twice.
  const sent = useRef<unknown>(saved);
  // The value the API just refused: the blur that follows (the input is disabled while saving) must
  // not send it again, which would show the same error twice; Enter still retries it on purpose.
  const refused = useRef<{ value: unknown } | undefined>(undefined);
  // The calls refused since the field last saved: their notices go once it saves or is undone.
  const refusedCalls = useRef<string[]>([]);
  const withdrawNotices = useWithdrawNotices();
  const forgetRefusals = () => {
    withdrawNotices(refusedCalls.current);
    refusedCalls.current = [];
  };

  // The record refreshed after a save: what it holds is what was sent (the form keeps its own value
  // while it is being edited).
  useEffect(() => {
    sent.current = saved;
  }, [record.id, saved]);

  const save = (typed: unknown) => {
    // A cleared number is sent as null, not as an empty text.
    const next = field.type === 'int' && typed === '' ? null : typed;
    const unchanged = field.writeOnly
      ? next === '' || next === sent.current
      : next === sent.current || ((next === '' || next === null) && (sent.current ?? null) === null);
    if (unchanged) return;
    if (field.required && (next === '' || next === null || next === undefined)) return;
    sent.current = next;
    // Sent is saved as far as leaving goes: the form holds no unsaved change for it unless it is refused.
    resetField(field.source, { defaultValue: field.writeOnly ? '' : next });
    if (field.writeOnly) setFormValue(field.source, next);
    void update(
      definition.name,
      { id: record.id, data: { [field.source]: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('updated', record);
          forgetRefusals();
          setFailed(undefined);
          setJustSaved(true);
          if (field.writeOnly) {
            resetField(field.source, { defaultValue: '' });
            sent.current = '';
          }
        },
        // Notified by the adapter: the field keeps what was typed, marked as not saved.
        onError: (error) => {
          sent.current = saved;
          refused.current = { value: next };
          // The adapter's PlatformError names its call (X-Request-Id), as its notice does.
          const { requestId } = error as { requestId?: string };
          if (requestId) refusedCalls.current.push(requestId);
          const reason = reasonOf(error);
          setFailed({ value: next, reason });
          // Unsaved again: the saved value is the default, the refused one is what the field shows.
          resetField(field.source, { defaultValue: saved });
          setFormValue(field.source, next, { shouldDirty: true });
          setError(field.source, { type: 'server', message: reason });
        },
      },
    );
  };

  const undo = () => {
    forgetRefusals();
    refused.current = undefined;
    setFailed(undefined);
    resetField(field.source, { defaultValue: saved });
    onValue?.(saved);
  };

  // A secret the record holds says so without showing it.
  const shown =
    field.writeOnly && valueOf(record, field.source)
      ? { ...field, helper: field.helper ?? 'app.admin.secretSet' }
      : field;
  const input = (
    <FieldInput
      field={shown}
      value={value}
      values={{ ...record, [field.source]: value }}
      disabled={disabled || isPending}
      compact={compact}
      error={unsavedText(failed)}
      onChange={(next) => {
        refused.current = undefined;
        setFailed(undefined);
        setJustSaved(false);
        clearErrors(field.source);
        setValue(next);
        onValue?.(next);
        if (mode === 'change' && field.type !== 'color') save(next);
      }}
      onCommit={(how, committed) => {
        const next = committed === undefined ? value : committed;
        if (how !== 'enter' && refused.current && refused.current.value === next) return;
        if (mode === 'blur' || (mode === 'enter' && how === 'enter') || (field.type === 'color' && mode === 'change')) {
          save(next);
        }
      }}
    />
  );
  // The input stays where it is in the tree when the actions come and go, so it keeps its focus.
  return (
    <>
      {input}
      {failed && <UnsavedActions busy={isPending} onRetry={() => save(failed.value)} onUndo={undo} />}
      {justSaved && !failed && !compact && <SavedHint />}
    </>
  );
}
