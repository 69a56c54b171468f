import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { useTexts } from '@/i18n/useTexts';
import type { SlotProps } from '@/engine/types';
import { domainName } from '@contract/schemas/organizationDomains';
import { callKey } from '@/platform/queryKeys';
import { useCapabilities } from '@/platform/capabilities';
import type { OrganizationDomain, OrganizationsDataProvider } from './calls';
import { organizationDomainTexts } from './domainTexts';

const T = 'app.resources.organizations.domains';

/** The panel, on a platform that offers identity providers (their domains route sign-ins to them). */
export default function OrganizationDomains(props: SlotProps) {
  const offers = useCapabilities();
  return offers('identityProviders') ? <DomainsPanel {...props} /> : null;
}

/**
 * The organization's e-mail domains (issue 65): added, verified by the superadmin (who checked the
 * organization controls it), removed. People of a verified domain sign in with the organization's identity
 * provider (the field above); a domain is one organization's only (the platform refuses a second).
 */
function DomainsPanel({ record }: SlotProps) {
  const ready = useTexts(organizationDomainTexts);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const [domain, setDomain] = useState('');
  const key = callKey('organizations', 'getOrganizationDomains', { id: String(record.id) });
  const { data: domains = [], refetch } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getOrganizationDomains(record.id),
  });
  const done = (message: string) => {
    notify(translate(message), { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    void refetch();
  };
  const add = useMutation({
    mutationFn: () => dataProvider.addOrganizationDomain(record.id, domain.trim()),
    onSuccess: () => {
      setDomain('');
      done(`${T}.added`);
    },
  });
  const verify = useMutation({
    mutationFn: (row: OrganizationDomain) => dataProvider.verifyOrganizationDomain(row.id, !row.verified),
    onSuccess: () => done(`${T}.updated`),
  });
  const remove = useMutation({
    mutationFn: (row: OrganizationDomain) => dataProvider.removeOrganizationDomain(record.id, row.id),
    onSuccess: () => done(`${T}.removed`),
  });
  const valid = domainName.safeParse(domain).success;
  if (!ready) return null;

  return (
    <Box
      component="section"
      aria-label={translate(`${T}.title`)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {translate(`${T}.help`)}
      </Typography>
      {domains.length === 0 && <Typography variant="body2">{translate(`${T}.none`)}</Typography>}
      {domains.map((row) => (
        <Box key={row.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{row.domain}</Typography>
          <Chip
            size="small"
            color={row.verified ? 'success' : 'default'}
            label={translate(row.verified ? `${T}.verified` : `${T}.unverified`)}
          />
          <Button size="small" disabled={verify.isPending} onClick={() => verify.mutate(row)}>
            {translate(row.verified ? `${T}.unverify` : `${T}.verify`, { domain: row.domain })}
          </Button>
          <IconButton
            size="small"
            aria-label={translate(`${T}.remove`, { domain: row.domain })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(row)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) add.mutate();
        }}
      >
        <TextField
          size="small"
          label={translate(`${T}.domain`)}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          error={!!domain && !valid}
          helperText={domain && !valid ? translate(`${T}.invalid`) : ' '}
        />
        <Button type="submit" variant="outlined" disabled={!valid || add.isPending}>
          {translate(`${T}.add`)}
        </Button>
      </Box>
    </Box>
  );
}
