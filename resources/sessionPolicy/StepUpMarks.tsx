import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslate } from 'react-admin';
import { STEP_UP_ACTIONS, type StepUpAction } from '@contract/stepUpActions';

/**
 * The further actions that need a step-up (issue 59), a checkbox each in the contract's order. Saving sends the
 * whole list; the API asks for a step-up to save it (the console's dialog), marking and unmarking alike.
 */
export default function StepUpMarks({
  saved,
  onSave,
}: {
  saved: StepUpAction[];
  onSave: (actions: StepUpAction[]) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.resources.sessionPolicy.stepUp.${key}`);
  const [marked, setMarked] = useState(saved);
  const [sending, setSending] = useState(false);
  const toggle = (action: StepUpAction, on: boolean) =>
    setMarked((now) => STEP_UP_ACTIONS.filter((a) => (a === action ? on : now.includes(a))));
  const changed = marked.length !== saved.length || marked.some((a) => !saved.includes(a));
  const save = async () => {
    setSending(true);
    try {
      await onSave(marked);
    } finally {
      setSending(false);
    }
  };
  return (
    <FormControl component="fieldset" disabled={sending}>
      <FormLabel component="legend">{t('legend')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {STEP_UP_ACTIONS.map((action) => (
          <FormControlLabel
            key={action}
            control={
              <Checkbox
                size="small"
                checked={marked.includes(action)}
                onChange={(e) => toggle(action, e.target.checked)}
              />
            }
            label={t(`actions.${action}`)}
          />
        ))}
      </FormGroup>
      <div>
        <Button variant="contained" sx={{ mt: 1 }} disabled={!changed || sending} onClick={() => void save()}>
          {t('save')}
        </Button>
      </div>
    </FormControl>
  );
}
