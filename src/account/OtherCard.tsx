import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import type { User } from '@contract/types';

const when = (date?: string) => (date ? dayjs(date).format('YYYY-MM-DD HH:mm') : '-');

/** Uuid, Created At, Updated At and Id of the signed-in user. */
export function OtherCard({ user }: { user: User }) {
  const translate = useTranslate();
  const rows: [string, string | number][] = [
    ['app.account.other.uuid', user.uuid],
    ['app.account.other.createdAt', when(user.createdAt)],
    ['app.account.other.updatedAt', when(user.updatedAt)],
    ['app.account.other.id', user.id],
  ];
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.account.other.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <dl style={{ margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ marginBottom: 8 }}>
              <Typography component="dt" variant="caption" color="textSecondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
