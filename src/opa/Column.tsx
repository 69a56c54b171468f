import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { makeHighlighter, matchesQuery } from '@/engine/list/highlight';
import InPageSearch from '@/engine/list/InPageSearch';

/** One column of the policy editor: its title, its buttons, its filter box and its rows. */
export default function Column({
  title,
  subtitle,
  actions,
  filter,
  onFilter,
  sx,
  children,
}: {
  title: string;
  /** What the column shows the rows of (the selected service or role). */
  subtitle?: ReactNode;
  actions?: ReactNode;
  filter: string;
  onFilter: (text: string) => void;
  sx?: object;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, ...sx }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, pt: 1, minHeight: 44 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="caption" color="textSecondary" noWrap component="div">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      <Box sx={{ px: 1.5, py: 1 }}>
        <InPageSearch value={filter} onChange={onFilter} label={translate('app.opa.filter')} fullWidth />
      </Box>
      {children}
    </Paper>
  );
}

/** A column's filter box: its text, the records whose name holds it, and the highlighter of the matches. */
export function useNameFilter<R extends RaRecord>(records: R[]) {
  const [filter, setFilter] = useState('');
  const highlight = useMemo(() => makeHighlighter(filter), [filter]);
  const shown = useMemo(() => records.filter((r) => matchesQuery([r.name], filter)), [records, filter]);
  return { filter, setFilter, highlight, shown };
}
