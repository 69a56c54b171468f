import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import ColorBadge from '../cells/ColorBadge';

/** A colour picked from a picker (or typed as hex) with a preview badge; `onPick` fires when a pick ends. */
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
  const [picking, setPicking] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  // Dragging in the picker changes the colour continuously; it is saved once, when the pointer lifts.
  useEffect(() => {
    if (!picking) return;
    const end = () => {
      setPicking(false);
      onPick?.(latest.current);
    };
    window.addEventListener('pointerup', end, { once: true });
    return () => window.removeEventListener('pointerup', end);
  }, [picking, onPick]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          label={label}
          size="small"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => onPick?.(latest.current)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onPick?.(latest.current);
          }}
          sx={{ flex: 1 }}
        />
        <ColorBadge color={value} label={preview || value || ' '} />
      </Box>
      {!disabled && (
        <Box onPointerDown={() => setPicking(true)} sx={{ '& .react-colorful': { width: '100%', height: 140 } }}>
          <HexColorPicker color={value || '#000000'} onChange={onChange} />
        </Box>
      )}
    </Box>
  );
}
