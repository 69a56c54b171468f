import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** What to type before a deletion is enabled (a name, a code, a number of records), and where to type it. */
export default function TypedConfirmation({
  prompt,
  label,
  value,
  onChange,
  autoFocus,
}: {
  /** Already translated. */
  prompt: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Typography variant="body2">{prompt}</Typography>
      <TextField
        size="small"
        fullWidth
        autoFocus={autoFocus}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
    </>
  );
}
