import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch } from 'react-hook-form';
import { SubmitWhenValid } from './SubmitWhenValid';

export interface DryRunTexts {
  save: string;
  dryRun: string;
  dryRunUnsaved: string;
  runNow: string;
  /** Said while the form holds changes: Run now runs the saved rule. */
  runNeedsSave: string;
}

/**
 * Save, Dry run and Run now inside a rule's form (the dormancy rule, a lifecycle rule): with changes not saved,
 * Dry run previews the rule on the screen (`onDryRun` gets the form's values; without changes, nothing) and Run
 * now, which runs the saved rule, waits for the save and says so; any edit calls `onEdited`, so a dry run shown
 * goes, no longer being about the rule on the screen.
 */
export function DryRunActions({
  texts,
  validate,
  busy,
  onDryRun,
  onRun,
  onEdited,
}: {
  texts: DryRunTexts;
  validate: (values: Record<string, unknown>) => Record<string, string>;
  busy: boolean;
  onDryRun: (unsaved?: Record<string, unknown>) => void;
  onRun: () => void;
  onEdited: () => void;
}) {
  const values = useWatch();
  const { isDirty } = useFormState();
  const valid = Object.keys(validate({ ...values })).length === 0;
  const edited = JSON.stringify(values);
  const seen = useRef(edited);
  useEffect(() => {
    if (seen.current === edited) return;
    seen.current = edited;
    onEdited();
  }, [edited, onEdited]);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <SubmitWhenValid label={texts.save} validate={validate} />
        <Button
          variant="outlined"
          disabled={busy || !valid}
          onClick={() => onDryRun(isDirty ? { ...values } : undefined)}
        >
          {isDirty ? texts.dryRunUnsaved : texts.dryRun}
        </Button>
        <Button color="error" variant="outlined" disabled={busy || isDirty} onClick={onRun}>
          {texts.runNow}
        </Button>
      </Stack>
      {isDirty && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {texts.runNeedsSave}
        </Typography>
      )}
    </>
  );
}
