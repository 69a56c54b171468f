import { useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { FormTextInput } from '@/forms/FormTextInput';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { passkeyNameBody } from '@contract/schemas/factors';
import { FormDialog, ProofInput, proofErrors } from './FormDialog';
import { useFactorCall } from './useFactorCall';

const SOURCES = ['name', 'currentPassword'];
const validate = (values: Record<string, unknown>) => ({
  ...schemaErrors(passkeyNameBody, { name: values.name }),
  ...proofErrors(values),
});

/**
 * Adds a passkey: its name and the current password, then the browser's own dialog (WebAuthn, through
 * @simplewebauthn/browser, loaded only now); the first factor comes with the recovery codes (`onAdded`).
 */
export function AddPasskeyDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (codes?: string[]) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refusal = useRefusal(SOURCES);
  const options = useFactorCall('passkeyOptions');
  const add = useFactorCall('addPasskey');

  const submit = async (values: Record<string, unknown>) => {
    const name = String(values.name).trim();
    let response;
    try {
      const optionsJSON = await options({ currentPassword: String(values.currentPassword) });
      const { startRegistration } = await import('@simplewebauthn/browser');
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        // The person closed the browser's dialog, or the authenticator declined: nothing was sent.
        notify('app.account.security.passkeys.cancelled', { type: 'warning' });
        return { root: translate('app.account.security.passkeys.cancelled') };
      }
      const added = await add(name, response);
      notify('app.account.security.passkeys.added', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      onAdded(added.recoveryCodes);
    } catch (error) {
      return refusal(error);
    }
  };

  return (
    <FormDialog
      title={translate('app.account.security.passkeys.add')}
      record={{ name: translate('app.account.security.passkeys.defaultName'), currentPassword: '' }}
      validate={validate}
      onSubmit={submit}
      submitLabel={translate('app.account.security.passkeys.create')}
      onClose={onClose}
    >
      <FormTextInput name="name" label={translate('app.account.security.passkeys.name')} required />
      <ProofInput autoFocus />
    </FormDialog>
  );
}
