import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { callKey } from '@/platform/queryKeys';
import { reviewCalls } from './calls';
import type { NewReview, Review, ReviewScope } from '@contract/reviews';

const KINDS: ReviewScope['kind'][] = ['group', 'organization', 'role'];
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} } as const;
/** The resource whose records each kind of scope names. */
const RESOURCE = { group: 'groups', organization: 'organizations', role: 'roles' } as const;

/**
 * A new campaign: its name, its scope (a group, an organization or a role), its deadline (the end of the day
 * picked) and its reviewers (the organizations' owners, or people named by their addresses, looked up first).
 */
export default function CreateReviewDialog({ onClose }: { onClose: (created?: Review) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const t = (key: string, options?: object) => translate(`app.reviews.campaigns.form.${key}`, options);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ReviewScope['kind']>('group');
  const [recordID, setRecordID] = useState('');
  const [deadline, setDeadline] = useState(() => dayjs().add(14, 'day').format('YYYY-MM-DD'));
  const [who, setWho] = useState<'owners' | 'named'>('owners');
  const [emails, setEmails] = useState('');
  const [emailError, setEmailError] = useState('');
  const { data: records = [] } = useGetList<RaRecord & { name: string; serviceNameID?: number }>(RESOURCE[kind], ALL);
  const { data: services = [] } = useGetList<RaRecord & { name: string }>('serviceNames', ALL, {
    enabled: kind === 'role',
  });
  const label = (record: { name: string; serviceNameID?: number }) =>
    kind === 'role' ? `${services.find((s) => s.id === record.serviceNameID)?.name ?? ''}:${record.name}` : record.name;

  /** The named reviewers' ids, from their addresses (a missing one is shown under the field). */
  const reviewerIDs = async (): Promise<number[] | undefined> => {
    const ids: number[] = [];
    for (const email of emails
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const { data } = await dataProvider.getList('users', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: { filters: [{ name: 'email', comparison: 'eq', value: email }] },
      });
      if (!data.length) {
        setEmailError(t('unknownEmail', { email }));
        return undefined;
      }
      ids.push(Number(data[0].id));
    }
    return ids;
  };

  const create = useMutation({
    mutationKey: callKey('reviews', 'createReview'),
    meta: { changes: ['myReviews'] },
    mutationFn: async () => {
      const reviewers = who === 'owners' ? 'owners' : await reviewerIDs();
      if (!reviewers) return undefined;
      const body: NewReview = {
        name: name.trim(),
        scope: { kind, id: Number(recordID) },
        deadline: dayjs(deadline).endOf('day').toISOString(),
        reviewers,
      };
      return reviewCalls.createReview(body);
    },
    onSuccess: (created) => {
      if (!created) return;
      notify('app.resources.reviews.created', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      onClose(created);
    },
  });
  const complete = name.trim() && recordID && deadline && (who === 'owners' || emails.trim());

  return (
    <Dialog open onClose={create.isPending ? undefined : () => onClose()} aria-labelledby="new-review" fullWidth>
      <DialogTitle id="new-review">{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField size="small" label={t('name')} value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField
          select
          size="small"
          label={t('kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ReviewScope['kind']);
            setRecordID('');
          }}
        >
          {KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`app.reviews.campaigns.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('record')}
          value={recordID}
          onChange={(e) => setRecordID(e.target.value)}
          required
        >
          {records.map((record) => (
            <MenuItem key={record.id} value={String(record.id)}>
              {label(record)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('deadline')}
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <FormLabel id="review-reviewers">{t('reviewers')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="review-reviewers"
          value={who}
          onChange={(e) => setWho(e.target.value as 'owners' | 'named')}
        >
          <FormControlLabel value="owners" control={<Radio />} label={t('owners')} />
          <FormControlLabel value="named" control={<Radio />} label={t('named')} />
        </RadioGroup>
        {who === 'named' && (
          <TextField
            size="small"
            label={t('emails')}
            value={emails}
            error={!!emailError}
            helperText={emailError || undefined}
            onChange={(e) => {
              setEmails(e.target.value);
              setEmailError('');
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={create.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" disabled={!complete || create.isPending} onClick={() => create.mutate()}>
          {t('create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
