import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate, useUpdate } from 'react-admin';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import type { SlotProps } from '@/engine/types';
import { silent, useSuccessNotify } from '@/engine/useSuccessNotify';
import { callKey } from '@/platform/queryKeys';
import type { Webhook, WebhookEventType } from '@contract/webhooks';
import type { WebhooksDataProvider } from './calls';
import EventTypesInput from './EventTypesInput';
import SecretOnce from './SecretOnce';
import { useTexts } from '@/i18n/useTexts';
import { webhookTexts } from './texts';
import WaitProgress from '@/ui/WaitProgress';

/**
 * Under a destination's General tab: the events it wants (each change saved at once), Send test with the
 * receiver's answer, and Rotate secret (after a confirmation; the new secret shown once, the old one still
 * signing for a day).
 */
export default function WebhookPanel({ definition, record }: SlotProps) {
  const hook = record as unknown as Webhook;
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.resources.webhooks.${key}`, options);
  const dataProvider = useDataProvider<WebhooksDataProvider>();
  const notify = useSuccessNotify(definition);
  const [update, { isPending: saving }] = useUpdate();
  const test = useMutation({
    mutationKey: callKey('webhooks', 'testWebhook', hook.id),
    mutationFn: () => dataProvider.testWebhook(hook.id),
  });
  const rotate = useMutation({
    mutationKey: callKey('webhooks', 'rotateWebhookSecret', hook.id),
    mutationFn: () => dataProvider.rotateWebhookSecret(hook.id),
  });
  const [asking, setAsking] = useState(false);
  const ready = useTexts(webhookTexts);

  const saveTypes = (eventTypes: WebhookEventType[]) => {
    if (!eventTypes.length) return;
    void update(
      definition.name,
      { id: hook.id, data: { eventTypes }, previousData: record },
      { mutationMode: 'pessimistic', onSuccess: () => notify('updated', record), onError: silent },
    );
  };

  const answer = test.data;
  if (!ready) return <WaitProgress inline />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <EventTypesInput value={hook.eventTypes} onChange={saveTypes} disabled={saving} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate()}>
          {t('test.send')}
        </Button>
        <Button variant="outlined" color="warning" disabled={rotate.isPending} onClick={() => setAsking(true)}>
          {t('secret.rotate')}
        </Button>
      </Box>
      {answer && (
        <Alert severity={answer.ok ? 'success' : 'error'} role="status">
          <Typography variant="body2">
            {answer.status
              ? t('test.answer', { status: answer.status, ms: answer.durationMs })
              : t('test.noAnswer', { error: answer.error })}
          </Typography>
          {answer.response && (
            <Typography
              component="pre"
              variant="caption"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
            >
              {answer.response}
            </Typography>
          )}
        </Alert>
      )}
      {rotate.data && <SecretOnce secret={rotate.data.secret} />}
      <ConfirmDialog
        open={asking}
        loading={rotate.isPending}
        text={t('secret.rotateConfirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </Box>
  );
}
