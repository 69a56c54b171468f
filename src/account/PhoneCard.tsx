import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { MuiTelInput, matchIsValidTel } from 'mui-tel-input';
import { useTranslate } from 'react-admin';
import { countryFlag } from '@/forms/countryFlag';
import { useSaveOwnUser } from './useSaveOwnUser';

/**
 * The phone, with country detection (US by default). Wrong phone format shows in red while the number
 * is invalid; a valid one is stored in its E.164 form (PUT /account/users/{id} with phone).
 */
export function PhoneCard({ userId, phone }: { userId: number; phone?: string }) {
  const translate = useTranslate();
  const { save: saveUser, saving } = useSaveOwnUser(userId);
  const [value, setValue] = useState(phone ?? '');
  const [e164, setE164] = useState(phone ?? '');
  const [saved, setSaved] = useState(phone ?? '');
  const valid = value === '' || matchIsValidTel(value);
  const canSave = valid && e164 !== saved && !saving;

  const save = async () => {
    if (await saveUser({ phone: e164 })) setSaved(e164);
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.account.phone.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (canSave) void save();
          }}
        >
          <MuiTelInput
            fullWidth
            margin="dense"
            label={translate('app.account.phone.label')}
            defaultCountry="US"
            getFlagElement={countryFlag}
            value={value}
            onChange={(text, info) => {
              setValue(text);
              setE164(text === '' ? '' : (info.numberValue ?? ''));
            }}
            error={!valid}
            helperText={valid ? undefined : translate('app.account.phone.wrongFormat')}
          />
          <Button type="submit" variant="contained" disabled={!canSave} sx={{ mt: 1 }}>
            {translate('app.account.phone.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
