import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PLCODE_LENGTH } from '@contract/constants';
import { normalizeCode } from './validation';

interface Props {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * Six single-digit boxes: typing a digit moves to the next box, Backspace on an empty box goes back
 * and clears the previous digit, and pasting a whole code fills every box at once.
 */
export function CodeInput({ value, onChange, disabled }: Props) {
  const translate = useTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: PLCODE_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(PLCODE_LENGTH - 1, i))]?.focus();

  const setDigit = (i: number, digit: string) => {
    const next = [...digits];
    next[i] = digit;
    onChange(next.join('').slice(0, PLCODE_LENGTH));
  };

  const handleInput = (i: number, text: string) => {
    const typed = normalizeCode(text);
    if (typed.length > 1) {
      // Several digits at once (autofill or a fast typist): spread them from this box on.
      const next = (digits.slice(0, i).join('') + typed).slice(0, PLCODE_LENGTH);
      onChange(next);
      focus(next.length);
      return;
    }
    setDigit(i, typed);
    if (typed) focus(i + 1);
  };

  const handleKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[i] && i > 0) {
      event.preventDefault();
      setDigit(i - 1, '');
      focus(i - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(i - 1);
    } else if (event.key === 'ArrowRight') {
      focus(i + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normalizeCode(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    // One labelled group: a screen reader announces the six boxes as the code, each box as its digit.
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'center' }}
      role="group"
      aria-label={translate('app.signin.passwordFree.code')}
    >
      {digits.map((digit, i) => (
        <TextField
          key={i}
          value={digit}
          disabled={disabled}
          autoFocus={i === 0}
          inputRef={(el: HTMLInputElement | null) => {
            boxes.current[i] = el;
          }}
          onChange={(e) => handleInput(i, e.target.value)}
          onKeyDown={(e) => handleKeyDown(i, e as KeyboardEvent<HTMLInputElement>)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: i === 0 ? 'one-time-code' : 'off',
              maxLength: PLCODE_LENGTH,
              'aria-label': translate('app.signin.passwordFree.digit', { n: i + 1 }),
              style: { textAlign: 'center', fontSize: 24, width: 32 },
            },
          }}
        />
      ))}
    </Stack>
  );
}
