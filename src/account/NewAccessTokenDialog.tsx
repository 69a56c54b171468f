import { FormTextInput } from '@/forms/FormTextInput';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_LONG_MS } from '@/constants';
import { schemaErrors } from '@/forms/schemaErrors';
import { callKey } from '@/platform/queryKeys';
import { accessTokenBody } from '@contract/schemas/users';
import type { AccessTokensDataProvider } from '@resources/accessTokens/calls';
import { useRefusal } from '@/forms/refusals';

interface Props {
  onClose: () => void;
}

const SOURCES = ['name'];
const EMPTY = { name: '' };
const validate = (values: Record<string, unknown>) => schemaErrors(accessTokenBody, values);

/**
 * Names a new token, on react-admin's form and the API's schema of the body (contract/schemas/users.ts),
 * a refusal shown on the name; once created, the dialog turns into the one-time display of the token with its
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
  const refusal = useRefusal(SOURCES);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const create = async (values: Record<string, unknown>) => {
    try {
      const created = await createToken(accessTokenBody.parse(values).name);
      setToken(created.token);
      notify('app.account.tokens.created', { type: 'success', autoHideDuration: SUCCESS_HIDE_LONG_MS });
    } catch (error) {
      return refusal(error);
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

  const close = <Button onClick={onClose}>{translate('app.account.tokens.close')}</Button>;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-token-title">
      <DialogTitle id="new-token-title">{translate('app.account.tokens.title')}</DialogTitle>
      {token ? (
        <>
          <DialogContent>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void copy()}>
              {translate(copied ? 'app.account.tokens.copied' : 'app.account.tokens.copy')}
            </Button>
            {close}
          </DialogActions>
        </>
      ) : (
        <Form record={EMPTY} validate={validate} onSubmit={create} noValidate disableInvalidFormNotification>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('app.account.tokens.scope')}
            </Alert>
            <NameInput />
          </DialogContent>
          <DialogActions>
            {close}
            <SubmitWhenValid label={translate('app.account.tokens.create')} validate={validate} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

function NameInput() {
  const translate = useTranslate();
  return <FormTextInput name="name" label={translate('app.account.tokens.name')} required autoFocus />;
}
