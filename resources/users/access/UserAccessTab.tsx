import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import MethodChip from '@/engine/cells/MethodChip';
import { callKey } from '@/platform/queryKeys';
import { toSafeCsv } from '@/search/csv';
import type { UsersDataProvider } from '../calls';
import WaitProgress from '@/ui/WaitProgress';
import { ACCESS_CSV_COLUMNS, accessRows, sourceText } from './accessRows';

/**
 * What a user holds, as the platform decides it (issue 24): each service's roles with where each comes
 * from (a group, every signed-in user, everyone), the rules they grant (method, path) and the user's
 * apps; exported as a formula-safe CSV.
 */
export default function UserAccessTab({ userID }: { userID: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UsersDataProvider>();
  // Under the user's key: a change of their groups refreshes it (queryClient.ts); read afresh when shown.
  const { data: access } = useQuery({
    queryKey: callKey('users', 'getUserAccess', { id: String(userID) }),
    queryFn: () => dataProvider.getUserAccess(userID),
    staleTime: 0,
  });
  if (!access) return <WaitProgress inline />;

  const exportCsv = () =>
    downloadCSV(toSafeCsv(accessRows(access, translate), ACCESS_CSV_COLUMNS), `access-user-${userID}`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv}>
          {translate('app.search.exportCsv')}
        </Button>
      </Box>
      {access.services.length === 0 && (
        <Typography color="textSecondary">{translate('app.account.services.none')}</Typography>
      )}
      {access.services.map((service) => (
        <Box component="section" key={service.serviceNameID} aria-label={service.service}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {service.service}
          </Typography>
          {service.roles.map((role) => (
            <Paper
              key={role.roleID}
              variant="outlined"
              sx={{ p: 1.5, mt: 1 }}
              role="group"
              aria-label={`${service.service} ${role.roleName}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {role.roleName}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {translate('app.resources.users.access.from')}
                </Typography>
                {role.sources.map((source) => (
                  <Chip
                    key={source.kind === 'group' ? source.groupID : source.kind}
                    size="small"
                    variant="outlined"
                    label={sourceText(source, translate)}
                  />
                ))}
              </Box>
              <List
                dense
                disablePadding
                aria-label={translate('app.resources.users.access.rulesOf', { role: role.roleName })}
              >
                {role.rules.map((rule) => (
                  <ListItem key={rule.id} disableGutters sx={{ gap: 1 }}>
                    <MethodChip method={rule.method} />
                    <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {rule.path}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </Paper>
          ))}
        </Box>
      ))}
      <Box component="section" aria-label={translate('app.resources.users.access.apps')}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('app.resources.users.access.apps')}
        </Typography>
        {access.apps.length === 0 && (
          <Typography color="textSecondary">{translate('app.resources.users.access.noApps')}</Typography>
        )}
        <List dense disablePadding>
          {access.apps.map((app) => (
            <ListItem key={app.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {app.name}
              </Typography>
              {app.sources.map((source) => (
                <Chip
                  key={source.kind === 'group' ? source.groupID : source.kind}
                  size="small"
                  variant="outlined"
                  label={sourceText(source, translate)}
                />
              ))}
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
