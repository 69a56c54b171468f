import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { useRefusal } from '@/forms/refusals';
import { identityProviderTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';
import { callKey } from '@/platform/queryKeys';
import { sessionDate } from '@resources/users/sessions/sessionText';
import type { IdentityLink, IdentityProvidersDataProvider } from '@resources/identityProviders/calls';
import { FormDialog, ProofInput, proofErrors } from './FormDialog';

const T = 'app.identityProviders.linked';

/**
 * My Account's organization sign-ins (issue 65): the providers linked to the person's account with when each
 * was last used; linking one (the current password, then the provider's own sign-in) and unlinking one (the
 * current password; the platform refuses the last way in).
 */
export default function LinkedProviders() {
  const ready = useTexts(identityProviderTexts);
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<IdentityProvidersDataProvider>();
  const key = callKey('identityProviders', 'getIdentityLinks', { id: 'current' });
  const links = useQuery({ queryKey: key, queryFn: () => dataProvider.getIdentityLinks('current') });
  const providers = useQuery({
    queryKey: callKey('identityProviders', 'getLinkableProviders'),
    queryFn: () => dataProvider.getLinkableProviders(),
  });
  const refusal = useRefusal(['currentPassword']);
  const [chosen, setChosen] = useState<number | ''>('');
  const [open, setOpen] = useState<{ kind: 'link' } | { kind: 'unlink'; link: IdentityLink } | null>(null);
  // Back from the provider: /my-account?tab=4&idpLinked=1 (`linked`), or &idpError=CODE.
  const [linked, setLinked] = useState(() => new URLSearchParams(window.location.search).has('idpLinked'));
  const [failed] = useState<string | null>(() => new URLSearchParams(window.location.search).get('idpError'));

  if (!ready || links.isPending) return null;
  const t = (name: string, options?: object) => translate(`${T}.${name}`, options);
  const linkable = (providers.data ?? []).filter((p) => !(links.data ?? []).some((l) => l.providerID === p.id));

  return (
    <Box component="section" aria-label={t('title')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('intro')}
      </Typography>
      {linked && <Alert severity="success">{t('done')}</Alert>}
      {failed && <Alert severity="error">{translate(`app.identityProviders.errors.${failed}`, { _: failed })}</Alert>}
      {links.data?.length === 0 && <Typography color="textSecondary">{t('none')}</Typography>}
      <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.data?.map((link) => (
          <Box component="li" key={link.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5 }}>
            <Box sx={{ flex: 1 }}>
              <Typography>{`${link.providerName} · ${link.email}`}</Typography>
              <Typography variant="body2" color="textSecondary">
                {t('lastUsed', { date: sessionDate(link.lastUsedAt) })}
              </Typography>
            </Box>
            <Button color="error" onClick={() => setOpen({ kind: 'unlink', link })}>
              {t('unlink')}
            </Button>
          </Box>
        ))}
      </Box>
      {linkable.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('provider')}
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: 220 }}
          >
            {linkable.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={chosen === ''} onClick={() => setOpen({ kind: 'link' })}>
            {t('link')}
          </Button>
        </Box>
      )}
      {open?.kind === 'link' && chosen !== '' && (
        <FormDialog
          title={t('link')}
          record={{ currentPassword: '' }}
          validate={proofErrors}
          submitLabel={t('link')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => {
            try {
              const { location } = await dataProvider.linkIdentityProvider(chosen, {
                currentPassword: String(values.currentPassword),
              });
              // The provider's own sign-in, which comes back here.
              window.location.assign(location);
            } catch (error) {
              return refusal(error);
            }
          }}
        >
          <ProofInput autoFocus />
        </FormDialog>
      )}
      {open?.kind === 'unlink' && (
        <FormDialog
          title={`${t('unlink')} ${open.link.providerName}`}
          record={{ currentPassword: '' }}
          validate={proofErrors}
          submitLabel={t('unlink')}
          onClose={() => setOpen(null)}
          onSubmit={async (values) => {
            try {
              await dataProvider.unlinkIdentityProvider('current', open.link.id, {
                currentPassword: String(values.currentPassword),
              });
            } catch (error) {
              return refusal(error);
            }
            notify('app.identityProviders.linked.unlinked', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
            setOpen(null);
            setLinked(false);
            await queryClient.invalidateQueries({ queryKey: key });
          }}
        >
          <ProofInput autoFocus />
        </FormDialog>
      )}
    </Box>
  );
}
