import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { COMPARISONS, type Comparison } from '@contract/filters';
import { comparisonLabelKey } from './comparisons';
import { draftComparison } from './drafts';
import FilterValueInput from './FilterValueInput';
import type { DraftFilter, SearchField } from './types';

interface Props {
  draft: DraftFilter;
  field: SearchField;
  onChange: (draft: DraftFilter) => void;
  onRemove: () => void;
  onSubmit: () => void;
}

/** One filter of the search bar, as a chip holding its field, comparison and value. */
export default function FilterChip({ draft, field, onChange, onRemove, onSubmit }: Props) {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={field.label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        borderRadius: 6,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {field.label}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('app.search.comparison')}
        value={draftComparison(draft)}
        disabled={draft.when === 'never'}
        onChange={(e) => onChange({ ...draft, comparison: e.target.value as Comparison })}
        sx={{ minWidth: 150 }}
      >
        {COMPARISONS.map((c) => (
          <MenuItem key={c} value={c}>
            {translate(comparisonLabelKey(c))}
          </MenuItem>
        ))}
      </TextField>
      <FilterValueInput
        field={field}
        value={draft.value}
        onChange={(value) => onChange({ ...draft, value })}
        when={draft.when}
        onWhenChange={(when) =>
          // A number of days ago is most often a "before" (dormant people): it starts as Less Than, whatever
          // the comparison was (a date's Like, a Never's Equal).
          onChange({ ...draft, when, value: '', ...(when === 'daysAgo' && { comparison: 'lt' }) })
        }
        onSubmit={onSubmit}
      />
      <IconButton size="small" aria-label={`${translate('app.search.removeFilter')} ${field.label}`} onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
