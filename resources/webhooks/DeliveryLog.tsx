import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { useTexts } from '@/i18n/useTexts';
import { webhookTexts } from './texts';
import type { SlotProps } from '@/engine/types';
import { callKey } from '@/platform/queryKeys';
import type { Webhook, WebhookAttempt } from '@contract/webhooks';
import WaitProgress from '@/ui/WaitProgress';
import type { WebhooksDataProvider } from './calls';

/** How often the log is read again while shown: retries come by themselves. */
const REFRESH_MS = 5000;

/**
 * A destination's delivery log: each attempt, newest first, with its time, event, kind and the receiver's status;
 * Replay on a failed one, and Replay failed for every delivery failed since a time (a day ago by default).
 */
export default function DeliveryLog({ record }: SlotProps) {
  const ready = useTexts(webhookTexts);
  const hook = record as unknown as Webhook;
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.resources.webhooks.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<WebhooksDataProvider>();
  const log = useQuery({
    queryKey: callKey('webhooks', 'getWebhookAttempts', hook.id),
    queryFn: () => dataProvider.getWebhookAttempts(hook.id),
    refetchInterval: REFRESH_MS,
  });
  const replay = useMutation({
    mutationKey: callKey('webhooks', 'replayWebhook', hook.id),
    mutationFn: (which: { deliveryID: number } | { since: string }) => dataProvider.replayWebhook(hook.id, which),
    onSuccess: ({ replayed }) =>
      notify('app.resources.webhooks.log.replayed', {
        type: 'success',
        messageArgs: { smart_count: replayed },
        autoHideDuration: SUCCESS_HIDE_MS,
      }),
  });
  const [since, setSince] = useState(() => dayjs().subtract(1, 'day').format('YYYY-MM-DDTHH:mm'));

  if (log.isPending || !ready) return <WaitProgress inline />;
  const attempts = log.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {hook.enabled ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="datetime-local"
            size="small"
            label={t('log.since')}
            value={since}
            onChange={(e) => setSince(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="outlined"
            disabled={replay.isPending || !dayjs(since).isValid()}
            onClick={() => replay.mutate({ since: dayjs(since).toISOString() })}
          >
            {t('log.replaySince')}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">{t('log.disabled')}</Alert>
      )}
      {!attempts.length ? (
        <Typography color="textSecondary">{t('log.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('log.tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('log.at')}</TableCell>
              <TableCell>{t('log.type')}</TableCell>
              <TableCell>{t('log.kind')}</TableCell>
              <TableCell>{t('log.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {attempts.map((attempt: WebhookAttempt) => (
              <TableRow key={attempt.id}>
                <TableCell>{dayjs(attempt.at).format('L LTS')}</TableCell>
                <TableCell>{t(`types.${attempt.type}`)}</TableCell>
                <TableCell>{t(`log.kinds.${attempt.kind}`)}</TableCell>
                <TableCell title={attempt.error || attempt.response}>{attempt.status || t('log.failed')}</TableCell>
                <TableCell align="right">
                  {!attempt.ok && attempt.deliveryID > 0 && hook.enabled && (
                    <Button
                      size="small"
                      disabled={replay.isPending}
                      aria-label={t('log.replayNamed', { at: dayjs(attempt.at).format('L LTS') })}
                      onClick={() => replay.mutate({ deliveryID: attempt.deliveryID })}
                    >
                      {t('log.replay')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
