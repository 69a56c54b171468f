import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HexColorPicker } from '@/ui/colorPicker';
import ColorBadge from '../cells/ColorBadge';
import { useLatest } from '@/hooks/useLatest';

/**
 * A colour typed as hex or picked from a picker opened by its swatch, with a preview badge. `onPick`
 * fires once a pick ends (pointer lifted), on blur and on Enter, so a drag saves once.
 */
export default function ColorInput({
  label,
  value,
  preview,
  disabled,
  onChange,
  onPick,
}: {
  label: string;
  value: string;
  preview?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  onPick?: (value: string) => void;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picking, setPicking] = useState(false);
  const latest = useLatest(value);

  useEffect(() => {
    if (!picking) return;
    const end = () => {
      setPicking(false);
      onPick?.(latest.current);
    };
    window.addEventListener('pointerup', end, { once: true });
    return () => window.removeEventListener('pointerup', end);
  }, [picking, onPick, latest]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        label={label}
        size="small"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onPick?.(latest.current)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onPick?.(latest.current);
          }
        }}
        sx={{ flex: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <ButtonBase
                  aria-label={translate('app.admin.pickColor')}
                  disabled={disabled}
                  onClick={(e) => setAnchor(e.currentTarget)}
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: value || 'transparent',
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <ColorBadge color={value} label={preview || value || ' '} />
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 1.5 }} onPointerDown={() => setPicking(true)}>
          <HexColorPicker color={value || '#000000'} onChange={onChange} />
        </Box>
      </Popover>
    </Box>
  );
}
