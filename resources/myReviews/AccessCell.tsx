import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ReviewItem, ReviewSource } from '@contract/reviews';

/** What a person holds in the scope, each with where it comes from, and what revoking it ends. */
export function AccessCell({ item }: { item: ReviewItem }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.reviews.mine.${key}`, options);
  const source = (s: ReviewSource) =>
    s.kind === 'group'
      ? t('sources.group', { name: s.groupName })
      : s.kind === 'organization'
        ? t('sources.organization', { name: s.organizationName })
        : t(`sources.${s.kind}`);
  const sources = (list: ReviewSource[]) => t('from', { sources: list.map(source).join(', ') });
  return (
    <>
      {/* The memberships the access comes from are access themselves (a group may give no role). */}
      <Typography variant="body2">{t('membership', { what: item.revokes.map(source).join(', ') })}</Typography>
      {item.roles.map((role) => (
        <Typography key={`role-${role.roleID}`} variant="body2">
          <strong>
            {role.service}:{role.roleName}
          </strong>{' '}
          {sources(role.sources)}
        </Typography>
      ))}
      {item.apps.map((app) => (
        <Typography key={`app-${app.id}`} variant="body2">
          {t('app', { name: app.name })} {sources(app.sources)}
        </Typography>
      ))}
      <Typography variant="caption" color="textSecondary">
        {t('revokes', { what: item.revokes.map(source).join(', ') })}
      </Typography>
    </>
  );
}
