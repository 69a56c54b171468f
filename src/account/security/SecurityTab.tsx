import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { FormTextInput } from '@/forms/FormTextInput';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { accountSecurityTexts, recoveryCodesTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';
import { callKey } from '@/platform/queryKeys';
import { passkeyNameBody } from '@contract/schemas/factors';
import WaitProgress from '@/ui/WaitProgress';
import type { UsersDataProvider } from '@resources/users/calls';
import type { Factor } from '@resources/users/factors/calls';
import { sessionDate } from '@resources/users/sessions/sessionText';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { AuthenticatorDialog } from './AuthenticatorDialog';
import { FormDialog, ProofInput, proofErrors } from './FormDialog';
import LinkedProviders from './LinkedProviders';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { useFactorCall } from './useFactorCall';

/** Which dialog is open. */
type Open =
  | { kind: 'addPasskey' }
  | { kind: 'rename'; passkey: Factor }
  | { kind: 'removePasskey'; passkey: Factor }
  | { kind: 'addApp' }
  | { kind: 'removeApp' }
  | { kind: 'regenerate' }
  | { kind: 'codes'; codes: string[] }
  | null;

const validateName = (values: Record<string, unknown>) => schemaErrors(passkeyNameBody, values);

/**
 * My Account's "Sign-in & security" tab (issue 38): the person's passkeys (add, rename, remove; added and
 * last used), their authenticator app (set up, remove) and their recovery codes (how many are left, new
 * ones). Every change but a rename asks for the current password; the recovery codes show once.
 */
export default function SecurityTab() {
  const textsReady = useTexts(accountSecurityTexts, recoveryCodesTexts);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const factors = useQuery({
    queryKey: callKey('users', 'getUserFactors', { id: 'current' }),
    queryFn: () => dataProvider.getUserFactors('current'),
  });
  const recovery = useQuery({
    queryKey: callKey('users', 'getRecoveryCodesLeft', { id: 'current' }),
    queryFn: () => dataProvider.getRecoveryCodesLeft('current'),
  });
  const rename = useFactorCall('renamePasskey');
  const removePasskey = useFactorCall('removePasskey');
  const removeApp = useFactorCall('removeAuthenticator');
  const regenerate = useFactorCall('newRecoveryCodes');
  const nameRefusal = useRefusal(['name']);
  const proofRefusal = useRefusal(['currentPassword']);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = (message: string) => {
    notify(message, { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    close();
  };
  // A first factor answers the recovery codes: they show now, or never.
  const added = (codes?: string[]) => setOpen(codes?.length ? { kind: 'codes', codes } : null);
  const withProof =
    (call: (proof: { currentPassword: string }) => Promise<unknown>, after: () => void) =>
    async (values: Record<string, unknown>) => {
      try {
        await call({ currentPassword: String(values.currentPassword) });
      } catch (error) {
        return proofRefusal(error);
      }
      after();
    };

  if (!textsReady || factors.isPending || recovery.isPending) return <WaitProgress inline />;
  const list = factors.data ?? [];
  const passkeys = list.filter((f) => f.kind === 'passkey');
  const app = list.find((f) => f.kind === 'totp');
  const left = recovery.data?.left ?? 0;
  const t = (key: string, options?: object) => translate(`app.account.security.${key}`, options);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
      {recovery.data?.required && list.length === 0 && <Alert severity="warning">{t('required')}</Alert>}

      <Section title={t('passkeys.title')} hint={t('passkeys.hint')}>
        {passkeys.length === 0 && <Typography color="textSecondary">{t('passkeys.empty')}</Typography>}
        <Box component="ul" aria-label={t('passkeys.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {passkeys.map((passkey) => (
            <FactorRow key={passkey.id} factor={passkey}>
              <Tooltip title={t('passkeys.rename')}>
                <IconButton
                  aria-label={t('passkeys.renameNamed', { name: passkey.name })}
                  onClick={() => setOpen({ kind: 'rename', passkey })}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('passkeys.remove')}>
                <IconButton
                  aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                  onClick={() => setOpen({ kind: 'removePasskey', passkey })}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </FactorRow>
          ))}
        </Box>
        <Box>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'addPasskey' })}>
            {t('passkeys.add')}
          </Button>
        </Box>
      </Section>

      <Section title={t('authenticator.title')} hint={t('authenticator.hint')}>
        {app ? (
          <Box component="ul" aria-label={t('authenticator.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <FactorRow factor={{ ...app, name: t('authenticator.set') }}>
              <Button color="error" onClick={() => setOpen({ kind: 'removeApp' })}>
                {t('authenticator.remove')}
              </Button>
            </FactorRow>
          </Box>
        ) : (
          <>
            <Typography color="textSecondary">{t('authenticator.none')}</Typography>
            <Box>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'addApp' })}>
                {t('authenticator.add')}
              </Button>
            </Box>
          </>
        )}
      </Section>

      <Section title={t('recovery.title')} hint={t('recovery.hint')}>
        {list.length === 0 ? (
          <Typography color="textSecondary">{t('recovery.noFactor')}</Typography>
        ) : (
          <>
            <Typography>{t('recovery.left', { smart_count: left })}</Typography>
            <Box>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'regenerate' })}>
                {t('recovery.regenerate')}
              </Button>
            </Box>
          </>
        )}
      </Section>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <LinkedProviders />
      </Paper>

      {open?.kind === 'addPasskey' && <AddPasskeyDialog onClose={close} onAdded={added} />}
      {open?.kind === 'addApp' && <AuthenticatorDialog onClose={close} onAdded={added} />}
      {open?.kind === 'codes' && <RecoveryCodesDialog codes={open.codes} onClose={close} />}
      {open?.kind === 'rename' && (
        <FormDialog
          title={t('passkeys.renameTitle')}
          record={{ name: open.passkey.name }}
          validate={validateName}
          onSubmit={async (values) => {
            try {
              await rename(open.passkey.id, passkeyNameBody.parse(values).name);
            } catch (error) {
              return nameRefusal(error);
            }
            done('app.account.security.passkeys.renamed');
          }}
          submitLabel={t('passkeys.save')}
          onClose={close}
        >
          <FormTextInput name="name" label={t('passkeys.name')} required autoFocus />
        </FormDialog>
      )}
      {open?.kind === 'removePasskey' && (
        <ProofDialog
          title={t('passkeys.removeTitle', { name: open.passkey.name })}
          submitLabel={t('passkeys.remove')}
          onSubmit={withProof(
            (proof) => removePasskey(open.passkey.id, proof),
            () => done('app.account.security.passkeys.removed'),
          )}
          onClose={close}
        />
      )}
      {open?.kind === 'removeApp' && (
        <ProofDialog
          title={t('authenticator.removeTitle')}
          submitLabel={t('authenticator.remove')}
          onSubmit={withProof(removeApp, () => done('app.account.security.authenticator.removed'))}
          onClose={close}
        />
      )}
      {open?.kind === 'regenerate' && (
        <ProofDialog
          title={t('recovery.regenerateTitle')}
          submitLabel={t('recovery.regenerate')}
          onSubmit={async (values) => {
            let codes: string[];
            try {
              ({ recoveryCodes: codes } = await regenerate({ currentPassword: String(values.currentPassword) }));
            } catch (error) {
              return proofRefusal(error);
            }
            notify('app.account.security.recovery.made', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
            setOpen({ kind: 'codes', codes });
          }}
          onClose={close}
        />
      )}
    </Box>
  );
}

/** A titled part of the tab (passkeys, the app, recovery codes), under the page's heading. */
function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{children}</Box>
    </Paper>
  );
}

/** A factor's name, when it was added and last used, and its actions. */
function FactorRow({ factor, children }: { factor: Factor; children: ReactNode }) {
  const translate = useTranslate();
  const t = (key: string, date?: string) => translate(`app.account.security.${key}`, { date });
  return (
    <Box
      component="li"
      aria-label={factor.name}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{factor.name}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('added', sessionDate(factor.createdAt))}
          {' · '}
          {factor.lastUsedAt ? t('lastUsed', sessionDate(factor.lastUsedAt)) : t('neverUsed')}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** A change that asks for the current password first (remove a factor, new recovery codes). */
function ProofDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | void>;
  onClose: () => void;
}) {
  return (
    <FormDialog
      title={title}
      record={{ currentPassword: '' }}
      validate={proofErrors}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      onClose={onClose}
    >
      <ProofInput autoFocus />
    </FormDialog>
  );
}
