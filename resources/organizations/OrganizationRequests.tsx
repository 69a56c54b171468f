import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { SlotProps } from '@/engine/types';
import { useTexts } from '@/i18n/useTexts';
import { useCapabilities } from '@/platform/capabilities';
import { callKey } from '@/platform/queryKeys';
import { accessRequestsTexts } from '@resources/accessRequests/texts';
import { MAX_APPROVALS, ORGANIZATION_APPROVERS, type OrganizationApprovers } from '@contract/schemas/accessRequests';

const T = 'app.accessRequests.organizationSettings';

/** The panel, on a platform that offers access requests. */
export default function OrganizationRequests(props: SlotProps) {
  const offers = useCapabilities();
  return offers('accessRequests') ? <RequestsPanel {...props} /> : null;
}

/**
 * Whether people may ask to join the organization (issue 62), who approves (its administrators, or the people
 * it names: `approverIDs`, set through the API), and how many approvals a request needs. Saved with the
 * organization's own write (PUT /organizations/{id}), as its other fields; its texts load with this panel.
 */
function RequestsPanel({ record }: SlotProps) {
  const ready = useTexts(accessRequestsTexts);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'organizations', action: 'edit', record });
  const [requestable, setRequestable] = useState(record.requestable === true);
  const [approvers, setApprovers] = useState<OrganizationApprovers>(
    record.requestApprovers === 'named' ? 'named' : 'organizationAdmins',
  );
  const [needed, setNeeded] = useState(String(record.approvalsNeeded ?? 1));
  const count = Number(needed);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_APPROVALS;
  const save = useMutation({
    mutationKey: callKey('organizations', 'requestSettings', { id: String(record.id) }),
    mutationFn: () =>
      dataProvider.update('organizations', {
        id: record.id,
        data: { requestable, requestApprovers: approvers, approvalsNeeded: count },
        previousData: record,
      }),
    onSuccess: () => {
      notify(translate(`${T}.saved`), { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      refresh();
    },
  });
  if (!ready) return null;
  const title = translate(`${T}.title`);
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={requestable} onChange={(e) => setRequestable(e.target.checked)} disabled={!canEdit} />
        }
        label={translate(`${T}.requestable`)}
      />
      {requestable && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.approvers`)}
            value={approvers}
            onChange={(e) => setApprovers(e.target.value as OrganizationApprovers)}
            disabled={!canEdit}
            sx={{ minWidth: 220 }}
          >
            {ORGANIZATION_APPROVERS.map((id) => (
              <MenuItem key={id} value={id}>
                {translate(`${T}.${id}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={translate(`${T}.approvalsNeeded`)}
            value={needed}
            onChange={(e) => setNeeded(e.target.value)}
            disabled={!canEdit}
            slotProps={{ htmlInput: { min: 1, max: MAX_APPROVALS } }}
            error={!valid}
          />
        </Box>
      )}
      {canEdit && (
        <Box>
          <Button variant="outlined" size="small" disabled={!valid || save.isPending} onClick={() => save.mutate()}>
            {translate(`${T}.save`)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
