import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RenderProps } from '@/engine/types';
import { fullNameOf, initialsOf } from './initials';

/** A user row's first cell: initials avatar, full name, and the organization name (or -) under it. */
export default function UserCell({ record, highlight }: RenderProps) {
  const translate = useTranslate();
  const organization = record.organizationName || translate('app.users.noOrganization');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
        {initialsOf(record)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {highlight(fullNameOf(record))}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {highlight(organization)}
        </Typography>
      </Box>
    </Box>
  );
}
