import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/auth/authProvider';
import { useCurrentUser } from '@/auth/useCurrentUser';
import type { ResourceDefinition } from '@/engine/types';
import { useSuccessNotify } from '@/engine/useSuccessNotify';
import type { Organization } from '@contract/types';
import { useSaveUser } from './useSaveUser';

/**
 * The user's current organization, among the organizations the user belongs to. The platform's
 * set-default-organization call (PUT /organizations/{id}/default) acts on the caller, so it is used
 * when administrators change their own; for anybody else the user's organizationID is updated.
 */
export default function OrganizationSelect({
  definition,
  record,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
}) {
  const auth = useAuth();
  const translate = useTranslate();
  const { user: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const { save, isPending } = useSaveUser(definition, record);
  const notify = useSuccessNotify(definition);
  // A list row has no organizations: the record read afresh brings them (meanwhile none is claimed).
  const known = record.organizations !== undefined;
  const organizations = (record.organizations as Organization[] | undefined) ?? [];
  const current = organizations.some((o) => o.id === record.organizationID) ? String(record.organizationID) : '';

  const change = async (id: number) => {
    if (me && me.id === record.id) {
      try {
        await auth.setDefaultOrganization(id);
      } catch {
        return; // the adapter has shown the error
      }
      notify('updated', record);
      await queryClient.invalidateQueries();
      return;
    }
    void save({ organizationID: id });
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate('app.resources.users.fields.organizationID')}
      value={current}
      disabled={isPending || organizations.length === 0}
      helperText={known && organizations.length === 0 ? translate('app.resources.users.noOrganizations') : undefined}
      onChange={(e) => void change(Number(e.target.value))}
    >
      {organizations.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
