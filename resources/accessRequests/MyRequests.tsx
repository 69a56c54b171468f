import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { shortDay } from '@/i18n/days';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { AccessRequest, RequestStatus } from '@contract/schemas/accessRequests';
import type { AccessRequestsDataProvider } from './calls';
import { duration, namedAll } from './names';

const STATUS_COLOR: Record<RequestStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  approved: 'success',
  denied: 'error',
  expired: 'default',
  cancelled: 'default',
  ended: 'default',
};

/** What a request's line says below the group: its days or its end, and the approvers' comments. */
function details(request: AccessRequest, t: (key: string, options?: object) => string, day: (iso: string) => string) {
  const given = (request.status === 'approved' || request.status === 'ended') && request.endsAt;
  const when = given ? t('until', { date: day(request.endsAt!) }) : duration(request, t);
  const comments = request.decisions.filter((d) => d.comment).map((d) => `${d.name}: ${d.comment}`);
  return [when, request.reason, ...comments].join(' · ');
}

/**
 * A person's own access requests (issue 62), newest first: the group, its status, until when once approved,
 * the approvers' comments, and Cancel while it is pending. On the requests page and in My Account.
 */
export function MyRequests() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AccessRequestsDataProvider>();
  const t = (key: string, options?: object) => translate(`app.accessRequests.${key}`, options);
  const day = (iso: string) => shortDay(iso, translate);
  const mine = useQuery({
    queryKey: callKey('accessRequests', 'mine'),
    queryFn: () => dataProvider.getMyAccessRequests(),
    select: namedAll(t),
    staleTime: 0,
  });
  const cancel = useMutation({
    mutationKey: callKey('accessRequests', 'cancel'),
    mutationFn: (id: number) => dataProvider.cancelAccessRequest(id),
    onSuccess: () =>
      notify('app.accessRequests.mine.cancelled', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS }),
  });
  if (mine.isPending) return <WaitProgress inline />;
  const requests = mine.data ?? [];
  if (!requests.length) return <Typography color="textSecondary">{t('mine.empty')}</Typography>;
  return (
    <List dense aria-label={t('mine.title')}>
      {requests.map((request) => (
        <ListItem
          key={request.id}
          disableGutters
          secondaryAction={
            request.status === 'pending' && (
              <Button
                size="small"
                disabled={cancel.isPending}
                aria-label={t('mine.cancelNamed', { group: request.groupName })}
                onClick={() => cancel.mutate(request.id)}
              >
                {t('mine.cancelRequest')}
              </Button>
            )
          }
        >
          <ListItemText
            primary={
              <>
                {request.groupName}{' '}
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[request.status]}
                  label={t(`statuses.${request.status}`)}
                />
              </>
            }
            secondary={details(request, t, day)}
          />
        </ListItem>
      ))}
    </List>
  );
}
