import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import { callKey } from '@/platform/queryKeys';
import type { AccessTokensDataProvider } from '@resources/accessTokens/calls';

interface Props {
  onClose: () => void;
}

/**
 * Names a new token; once created, the dialog turns into the one-time display of the token with its
 * warning, and offers no Create button any more.
 */
export function NewAccessTokenDialog({ onClose }: Props) {
  const dataProvider = useDataProvider<AccessTokensDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  // The tokens' list shows the new one (queryClient.ts).
  const { mutateAsync: createToken } = useMutation({
    mutationKey: callKey('accessTokens', 'createAccessToken'),
    mutationFn: (tokenName: string) => dataProvider.createAccessToken(tokenName),
  });
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const create = async () => {
    setSaving(true);
    try {
      const created = await createToken(name.trim());
      setToken(created.token);
      notify('app.account.tokens.created', { type: 'success', autoHideDuration: SUCCESS_HIDE_LONG_MS });
    } catch {
      // notified by the adapter
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      // clipboard refused: the token stays selectable in the field
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-token-title">
      <DialogTitle id="new-token-title">{translate('app.account.tokens.title')}</DialogTitle>
      <DialogContent>
        {token ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.account.tokens.warning')}
            </Alert>
            <TextField
              fullWidth
              label={translate('app.account.tokens.yourToken')}
              value={token}
              slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
          </>
        ) : (
          <form
            id="new-token-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void create();
            }}
          >
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('app.account.tokens.scope')}
            </Alert>
            <TextField
              fullWidth
              autoFocus
              required
              margin="dense"
              label={translate('app.account.tokens.name')}
              value={name}
              disabled={saving}
              onChange={(e) => setName(e.target.value)}
            />
          </form>
        )}
      </DialogContent>
      <DialogActions>
        {token && (
          <Button onClick={() => void copy()}>
            {translate(copied ? 'app.account.tokens.copied' : 'app.account.tokens.copy')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('app.account.tokens.close')}</Button>
        {!token && (
          <Button type="submit" form="new-token-form" variant="contained" disabled={saving || !name.trim()}>
            {translate('app.account.tokens.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
