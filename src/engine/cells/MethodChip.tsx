import Chip from '@mui/material/Chip';

/** The colour of each HTTP method (spec 2: GET green, PUT pink, DELETE red, POST blue). */
export const METHOD_COLORS: Record<string, string> = {
  GET: '#2e7d32',
  PUT: '#d81b60',
  DELETE: '#c62828',
  POST: '#1565c0',
};

export default function MethodChip({ method }: { method?: string }) {
  if (!method) return null;
  return (
    <Chip
      size="small"
      label={method}
      sx={{ bgcolor: METHOD_COLORS[method] ?? 'grey.600', color: '#fff', fontWeight: 700, minWidth: 64 }}
    />
  );
}
