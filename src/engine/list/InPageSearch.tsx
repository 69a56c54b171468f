import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The text searched in the rows of the page (matches are highlighted). */
export default function InPageSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  const label = translate('app.admin.list.search');
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 280, maxWidth: '100%' }}
      placeholder={label}
      slotProps={{
        htmlInput: { 'aria-label': label },
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
