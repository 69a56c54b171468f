import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@contract/webhooks';

/** The events a destination wants, a checkbox each, in the order of the contract. */
export default function EventTypesInput({
  value,
  onChange,
  disabled,
}: {
  value: WebhookEventType[];
  onChange: (value: WebhookEventType[]) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? on : value.includes(t))));
  return (
    <FormControl component="fieldset" error={!value.length} disabled={disabled}>
      <FormLabel component="legend">{translate('app.resources.webhooks.fields.eventTypes')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={
              <Checkbox size="small" checked={value.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
            }
            label={translate(`app.resources.webhooks.types.${type}`)}
          />
        ))}
      </FormGroup>
      {!value.length && <FormHelperText>{translate('app.resources.webhooks.pickTypes')}</FormHelperText>}
    </FormControl>
  );
}
