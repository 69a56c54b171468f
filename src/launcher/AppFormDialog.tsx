import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { UserApp } from '@contract/types';

interface Props {
  /** The app to edit; absent to create one. */
  app?: UserApp;
  onClose: () => void;
}

/** The launcher's small application form for superadmins (name, url, icon, colour). */
export function AppFormDialog({ app, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  // The launcher's apps are read again after either (src/platform/queryClient.ts).
  const [create] = useCreate();
  const [update] = useUpdate();
  const [values, setValues] = useState({
    name: app?.name ?? '',
    url: app?.url ?? '',
    icon: app?.icon ?? '',
    color: app?.color ?? '#1976d2',
  });
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextField
      fullWidth
      margin="dense"
      type={type}
      label={translate(label)}
      required={name === 'name'}
      value={values[name]}
      disabled={saving}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  const save = async () => {
    setSaving(true);
    try {
      if (app) {
        await update(
          'applications',
          { id: app.id, data: values, previousData: app },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create('applications', { data: values }, { returnPromise: true });
      }
      notify(app ? 'app.resources.applications.updated' : 'app.resources.applications.created', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
      });
      onClose();
    } catch {
      setSaving(false); // notified by the adapter
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="app-form-title">
      <DialogTitle id="app-form-title">
        {app ? translate('app.launcher.editApp', { name: app.name }) : translate('app.launcher.newApp')}
      </DialogTitle>
      <DialogContent>
        <form
          id="app-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (values.name.trim()) void save();
          }}
        >
          {field('name', 'app.resources.fields.name')}
          {field('url', 'app.resources.applications.fields.url', 'url')}
          {field('icon', 'app.resources.applications.fields.icon')}
          {field('color', 'app.resources.fields.color', 'color')}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.launcher.close')}</Button>
        <Button type="submit" form="app-form" variant="contained" disabled={saving || !values.name.trim()}>
          {translate(app ? 'app.launcher.save' : 'app.launcher.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
