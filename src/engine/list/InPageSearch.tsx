import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The text searched in the rows of the page (matches are highlighted). */
export default function InPageSearch({
  value,
  onChange,
  label,
  fullWidth,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Its accessible name and placeholder, already translated; Search by default. */
  label?: string;
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  const text = label ?? translate('app.admin.list.search');
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { width: 280, maxWidth: '100%' }}
      placeholder={text}
      slotProps={{
        htmlInput: { 'aria-label': text },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
