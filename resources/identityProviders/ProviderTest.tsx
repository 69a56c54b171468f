import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { SlotProps } from '@/engine/types';
import { useTexts } from '@/i18n/useTexts';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { IdentityProvidersDataProvider } from './calls';
import { providerTestTexts } from './texts';

interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
}

const T = 'app.resources.identityProviders.test';

/**
 * Under a provider's fields: the redirect URI to register at the provider (SAML: the ACS, and this platform's
 * metadata to download), the Test button (discovery, endpoints, JWKS, algorithm, secret; SAML: metadata,
 * entity id, sign-in address, certificate; each said plainly) and what the last test found.
 */
export default function ProviderTest({ record }: SlotProps) {
  const translate = useTranslate();
  const ready = useTexts(providerTestTexts);
  const refresh = useRefresh();
  const dataProvider = useDataProvider<IdentityProvidersDataProvider>();
  const test = useMutation({
    mutationKey: callKey('identityProviders', 'testIdentityProvider', record.id),
    mutationFn: () => dataProvider.testIdentityProvider(record.id),
    // The record now holds what the discovery found.
    onSuccess: () => refresh(),
  });
  const redirect = `${window.location.origin}${String(record.redirectPath ?? '')}`;
  const found = record.discovery as Discovery | null | undefined;
  // SAML: this platform's metadata (its address is also our entity id), to hand to the provider.
  const spMetadata = record.metadataPath ? `${window.location.origin}${String(record.metadataPath)}` : '';
  if (!ready) return <WaitProgress inline />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption" color="textSecondary">
        {translate(`${T}.redirect`)}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="redirect-uri">
        {redirect}
      </Typography>
      {spMetadata && (
        <>
          <Typography variant="caption" color="textSecondary">
            {translate(`${T}.spMetadata`)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            data-testid="sp-metadata"
          >
            {spMetadata}
          </Typography>
          <Box>
            <Button size="small" href={spMetadata} download>
              {translate(`${T}.download`)}
            </Button>
          </Box>
        </>
      )}
      <Box>
        <Button variant="outlined" size="small" onClick={() => test.mutate()} loading={test.isPending}>
          {translate(`${T}.button`)}
        </Button>
      </Box>
      {test.data && (
        <Box role="status">
          <Alert severity={test.data.ok ? 'success' : 'error'}>
            {translate(test.data.ok ? `${T}.working` : `${T}.failing`)}
          </Alert>
          <List dense>
            {test.data.checks.map((check) => (
              <ListItem key={check.check} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {check.ok ? (
                    <CheckIcon color="success" fontSize="small" />
                  ) : (
                    <ErrorIcon color="error" fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={translate(`${T}.checks.${check.check}`)}
                  secondary={check.detail}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {found && (
        <Box>
          <Typography variant="caption" color="textSecondary">
            {translate(`${T}.discovered`)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {[found.issuer, found.authorizationEndpoint, found.tokenEndpoint, found.jwksUri].join('\n')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
