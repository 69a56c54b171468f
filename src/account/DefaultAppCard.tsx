import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslate } from 'react-admin';
import { useUserApps } from '@/auth';
import { useSaveOwnUser } from './useSaveOwnUser';

/** The app launched after a login: one of the user's apps, or None (stored as 0). */
export const NO_DEFAULT_APP = 0;

export function DefaultAppCard({ userId, defaultAppID }: { userId: number; defaultAppID: number }) {
  const translate = useTranslate();
  const { save, saving } = useSaveOwnUser(userId);
  const { apps } = useUserApps();
  // 0 and -1 both mean None.
  const [value, setValue] = useState(defaultAppID > 0 ? defaultAppID : NO_DEFAULT_APP);
  const known = value === NO_DEFAULT_APP || apps.some((app) => app.id === value);

  const choose = async (next: number) => {
    const previous = value;
    setValue(next);
    try {
      await save({ defaultAppID: next });
    } catch {
      setValue(previous); // the adapter notified the failure
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.account.defaultApp.title')}
        subheader={translate('app.account.defaultApp.hint')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <FormControl fullWidth>
          <InputLabel id="default-app-label">{translate('app.account.defaultApp.label')}</InputLabel>
          <Select
            labelId="default-app-label"
            label={translate('app.account.defaultApp.label')}
            value={known ? value : ''}
            disabled={saving}
            onChange={(e) => void choose(Number(e.target.value))}
          >
            <MenuItem value={NO_DEFAULT_APP}>{translate('app.account.defaultApp.none')}</MenuItem>
            {apps.map((app) => (
              <MenuItem key={app.id} value={app.id}>
                {app.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </CardContent>
    </Card>
  );
}
