import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

/** A password input with its show/hide toggle (the sign-in form, and every new password's two fields). */
export function PasswordField(props: OutlinedFieldProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      fullWidth
      margin="dense"
      autoComplete="current-password"
      // A password asked for is always needed: marked as required (issue 42).
      required
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'app.signin.hidePassword' : 'app.signin.showPassword')}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
            size="small"
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
