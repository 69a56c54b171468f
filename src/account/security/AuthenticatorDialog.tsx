import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { FormTextInput } from '@/forms/FormTextInput';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { totpConfirmBody } from '@contract/schemas/factors';
import { FormDialog, ProofInput, proofErrors } from './FormDialog';
import { qrCodeImage } from '@/ui/qrCode';
import { useFactorCall } from './useFactorCall';

const validateCode = (values: Record<string, unknown>) => schemaErrors(totpConfirmBody, values);

/**
 * Sets up the authenticator app in two steps: the current password asks for a new secret; its QR code (the
 * qrcode library, loaded only now) and the key as text are shown until the app's first code confirms it.
 */
export function AuthenticatorDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (codes?: string[]) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const proofRefusal = useRefusal(['currentPassword']);
  const codeRefusal = useRefusal(['code']);
  const start = useFactorCall('startAuthenticator');
  const confirm = useFactorCall('confirmAuthenticator');
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);

  const begin = async (values: Record<string, unknown>) => {
    try {
      setSecret(await start({ currentPassword: String(values.currentPassword) }));
    } catch (error) {
      return proofRefusal(error);
    }
  };
  const finish = async (values: Record<string, unknown>) => {
    try {
      const added = await confirm(totpConfirmBody.parse(values).code);
      notify('app.account.security.authenticator.added', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      onAdded(added.recoveryCodes);
    } catch (error) {
      return codeRefusal(error);
    }
  };

  const title = translate('app.account.security.authenticator.add');
  if (!secret) {
    return (
      <FormDialog
        title={title}
        record={{ currentPassword: '' }}
        validate={proofErrors}
        onSubmit={begin}
        submitLabel={translate('app.account.security.authenticator.start')}
        onClose={onClose}
      >
        <ProofInput autoFocus />
      </FormDialog>
    );
  }
  return (
    <FormDialog
      title={title}
      record={{ code: '' }}
      validate={validateCode}
      onSubmit={finish}
      submitLabel={translate('app.account.security.authenticator.confirm')}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.account.security.authenticator.scan')}
      </Typography>
      <QrCode text={secret.uri} label={translate('app.account.security.authenticator.qr')} />
      <TextField
        fullWidth
        margin="dense"
        label={translate('app.account.security.authenticator.secret')}
        value={secret.secret}
        slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
        onFocus={(e) => e.target.select()}
      />
      <FormTextInput
        name="code"
        label={translate('app.account.security.authenticator.code')}
        autoComplete="one-time-code"
        required
        autoFocus
      />
    </FormDialog>
  );
}

/** The otpauth:// URI as a QR code image, drawn by the qrcode library once it has loaded. */
function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrCodeImage(text).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>
      {src && <img src={src} alt={label} width={200} height={200} />}
    </Box>
  );
}
