import { useEffect, useRef, useState } from 'react';
import { MuiTelInput, matchIsValidTel } from 'mui-tel-input';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '@/engine/types';
import UnsavedActions, { useUnsavedText, type Unsaved } from '@/engine/fields/UnsavedActions';
import { useFailureReason } from '@/forms/refusals';
import { countryFlag } from '@/forms/countryFlag';
import { useSaveUser } from './useSaveUser';

/** The country assumed for a number typed without its calling code. */
const DEFAULT_COUNTRY = 'US';

/**
 * The user's phone, saved alone on blur or Enter in its E.164 form, only when valid (or emptied);
 * otherwise "Wrong phone format" shows in red and nothing is sent. A save the API refuses marks the
 * field and offers Retry and Undo, as the other fields do (FieldEditor).
 */
export default function PhoneField({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) {
  const translate = useTranslate();
  const saved = (record.phone as string | undefined) ?? '';
  const [value, setValue] = useState(saved);
  // What the input understood: the national part (empty when only a calling code is left) and E.164.
  const [parsed, setParsed] = useState<{ national: string; e164: string } | null>(null);
  const sent = useRef(saved);
  const { save, isPending } = useSaveUser(definition, record);
  const [failed, setFailed] = useState<Unsaved>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another record, or its saved phone changed elsewhere, resets the field
    setValue(saved);
    setParsed(null);
    sent.current = saved;
    setFailed(undefined);
  }, [record.id, saved]);

  const empty = parsed ? !parsed.national : !value;
  const valid = empty || matchIsValidTel(value);
  const e164 = empty ? '' : (parsed?.e164 ?? value);

  // What the API refused and why: the field shows it, with Retry and Undo (issue 42).
  const reasonOf = useFailureReason();
  const unsavedText = useUnsavedText();
  const send = (phone: string) => {
    sent.current = phone;
    void save(
      { phone },
      () => setFailed(undefined),
      (error) => {
        sent.current = saved;
        setFailed({ value: phone, reason: reasonOf(error) });
      },
    );
  };
  const commit = () => {
    // A refused value is sent again by Retry, not by leaving the field.
    if (!valid || e164 === sent.current || e164 === failed?.value) return;
    send(e164);
  };
  const undo = () => {
    setFailed(undefined);
    setValue(saved);
    setParsed(null);
  };

  const error = valid ? unsavedText(failed) : translate('app.account.phone.wrongFormat');
  return (
    <>
      <MuiTelInput
        size="small"
        fullWidth
        label={translate('app.resources.users.fields.phone')}
        defaultCountry={DEFAULT_COUNTRY}
        // The calling code stays in front, so a number typed without it is read as the country's own.
        forceCallingCode
        getFlagElement={countryFlag}
        value={value}
        disabled={isPending}
        error={!!error}
        helperText={error}
        onChange={(next, info) => {
          setFailed(undefined);
          setValue(next);
          setParsed({ national: info.nationalNumber ?? '', e164: info.numberValue ?? '' });
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      {failed && <UnsavedActions busy={isPending} onRetry={() => send(String(failed.value))} onUndo={undo} />}
    </>
  );
}
