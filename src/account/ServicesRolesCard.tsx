import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** One line per service with a chip per role. */
export function ServicesRolesCard({ services }: { services: Record<string, string[]> }) {
  const translate = useTranslate();
  const entries = Object.entries(services ?? {}).filter(([, roles]) => roles?.length);
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.account.services.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        {entries.length === 0 && (
          <Typography color="textSecondary">{translate('app.account.services.none')}</Typography>
        )}
        {entries.map(([service, roles]) => (
          <Stack
            key={service}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
          >
            <Typography sx={{ minWidth: 80, fontWeight: 500 }}>{service}</Typography>
            {roles.map((role) => (
              <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}
