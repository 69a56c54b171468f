import { formatNumber } from '@/i18n/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { bulkRuns, type RunView } from './runs';
import type { BulkItem } from './types';

/** Names listed at most per list (the counts say how many there are in all). */
const LISTED = 100;

const format = formatNumber;

/**
 * The bulk run of the tab: its progress bar and counts (done, failed, left) with Cancel while it runs;
 * then who failed and why, what was left undone, Retry failed, Run the rest and Close. After a reload
 * it says so, and what was under way then.
 */
export default function BulkRunPanel({ view }: { view: RunView }) {
  const translate = useTranslate();
  const { progress, running, failures, left, recovered } = view;
  const title = translate(view.action.title, {
    ...view.params,
    count: format(progress.total),
    smart_count: progress.total,
  });
  const settled = progress.done + progress.failed;
  return (
    <Paper variant="outlined" role="region" aria-label={title} sx={{ flexBasis: '100%', p: 1.5, mt: 0.5 }}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {recovered && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.bulk.recovered')}
          {recovered.interrupted > 0 &&
            ` ${translate('app.bulk.interruptedCount', { count: format(recovered.interrupted) })}`}
        </Alert>
      )}
      {!view.journaled && running && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {translate('app.bulk.notJournaled')}
        </Alert>
      )}
      <LinearProgress
        variant="determinate"
        value={progress.total ? (settled / progress.total) * 100 : 100}
        aria-label={translate('app.bulk.progress')}
        sx={{ my: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" role="status">
        {translate('app.bulk.counts', {
          done: format(progress.done),
          failed: format(progress.failed),
          left: format(progress.left),
        })}
      </Typography>
      {!running && failures.length > 0 && (
        <Names
          title={translate('app.bulk.failed', { count: format(failures.length) })}
          items={failures.map(({ item, reason }) => ({ item, detail: translate(reason, { _: reason }) }))}
        />
      )}
      {!running && left.length > 0 && (
        <Names
          title={translate('app.bulk.leftUndone', { count: format(left.length) })}
          items={left.map((item) => ({ item }))}
        />
      )}
      {view.auditFailed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.bulk.auditFailed', { reason: translate(view.auditFailed, { _: view.auditFailed }) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {running ? (
          <Button size="small" onClick={() => bulkRuns.cancel()} disabled={view.cancelling}>
            {translate(view.cancelling ? 'app.bulk.cancelling' : 'app.bulk.cancel')}
          </Button>
        ) : (
          <>
            {failures.length > 0 && (
              <Button size="small" variant="contained" onClick={() => void bulkRuns.retryFailed()}>
                {translate('app.bulk.retryFailed')}
              </Button>
            )}
            {left.length > 0 && (
              <Button size="small" variant="outlined" onClick={() => void bulkRuns.runRest()}>
                {translate('app.bulk.runRest')}
              </Button>
            )}
            <Button size="small" onClick={() => bulkRuns.dismiss()}>
              {translate('app.bulk.close')}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}

/** A titled list of items (who, and why when there is a reason), the first LISTED of them. */
function Names({ title, items }: { title: string; items: { item: BulkItem; detail?: string }[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <List dense aria-label={title} sx={{ maxHeight: 240, overflow: 'auto' }}>
        {items.slice(0, LISTED).map(({ item, detail }) => (
          <ListItem key={item.id} disableGutters>
            <ListItemText primary={item.label} secondary={detail} />
          </ListItem>
        ))}
      </List>
      {items.length > LISTED && (
        <Typography variant="caption" color="textSecondary">
          {translate('app.bulk.more', { count: format(items.length - LISTED) })}
        </Typography>
      )}
    </Box>
  );
}
