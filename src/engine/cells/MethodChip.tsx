import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';

/** The colour of each HTTP method (spec 2: GET green, PUT pink, DELETE red, POST blue). */
export const METHOD_COLORS: Record<string, string> = {
  GET: '#2e7d32',
  PUT: '#d81b60',
  DELETE: '#c62828',
  POST: '#1565c0',
};

/**
 * A method's colour as text or outline on the page: the colour itself on the light theme, a light tint
 * of it on the dark one, where the deep colours fall below the WCAG AA contrast (4.5:1).
 */
const METHOD_TINTS: Record<string, string> = {
  GET: '#81c784',
  PUT: '#f48fb1',
  DELETE: '#ef9a9a',
  POST: '#90caf9',
};
export const methodTextColor = (method: string) => (theme: Theme) =>
  theme.palette.mode === 'dark' ? (METHOD_TINTS[method] ?? theme.palette.text.secondary) : METHOD_COLORS[method];

export default function MethodChip({ method }: { method?: string }) {
  if (!method) return null;
  return (
    <Chip
      size="small"
      label={method}
      // Never shrunk in a narrow row: a cut "DEL…" reads as no method (issue 42).
      sx={{ bgcolor: METHOD_COLORS[method] ?? 'grey.600', color: '#fff', fontWeight: 700, minWidth: 64, flexShrink: 0 }}
    />
  );
}
