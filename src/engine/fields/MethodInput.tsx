import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { METHODS } from '@contract/types';
import type { Theme } from '@mui/material/styles';
import { METHOD_COLORS, methodTextColor } from '../cells/MethodChip';

/**
 * A rule's method as the four coloured badges (spec 2: GET, POST, PUT, DELETE): the chosen one is filled
 * with its colour, the others outlined in theirs. One is always chosen.
 */
export default function MethodInput({
  label,
  value,
  disabled,
  compact,
  onChange,
}: {
  label: string;
  value: unknown;
  disabled?: boolean;
  /** Smaller badges and no visible label (a rule row in a 340 px panel). */
  compact?: boolean;
  onChange: (method: string) => void;
}) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {!compact && (
        <FormLabel id={labelId} sx={{ fontSize: 12 }}>
          {label}
        </FormLabel>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value ?? null}
        disabled={disabled}
        aria-labelledby={compact ? undefined : labelId}
        aria-label={compact ? label : undefined}
        onChange={(_, next: string | null) => {
          if (next && next !== value) onChange(next);
        }}
        sx={{ gap: 0.5, flexWrap: 'wrap', '& .MuiToggleButtonGroup-grouped': { border: 1, borderRadius: 4 } }}
      >
        {METHODS.map((method) => {
          const color = METHOD_COLORS[method];
          const text = methodTextColor(method);
          return (
            <ToggleButton
              key={method}
              value={method}
              sx={{
                px: compact ? 1 : 1.5,
                py: compact ? 0 : 0.25,
                fontWeight: 700,
                fontSize: compact ? 11 : 12,
                lineHeight: compact ? '20px' : '24px',
                color: text,
                borderColor: (theme: Theme) => `${text(theme)} !important`,
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: color, color: '#fff' },
              }}
            >
              {method}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}
