import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PLATFORM_NAME } from '@contract/constants';
import { passwordStrengthTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';
import type { Strength } from './strength';

type Engine = typeof import('./strength');
let engine: Promise<Engine> | undefined;
// Its dictionaries (about 170 kB gzip) load once, at the first password typed, never with a page.
const loadEngine = () => (engine ??= import('./strength'));

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

interface Props {
  password: string;
  /** The person's name and address, when the form knows them: the meter warns when the password holds them. */
  userInputs?: (string | undefined)[];
}

/**
 * How guessable the new password is, as the person types, with the reason in words (issue 59): lazy, loaded with
 * the new-password fields (NewPasswordFields.tsx), its engine once a password is typed. The API refuses what is
 * common or about the person whatever the meter says; the meter tells why before the form is sent.
 */
export default function StrengthMeter({ password, userInputs = [] }: Props) {
  const translate = useTranslate();
  const textsReady = useTexts(passwordStrengthTexts);
  const [strength, setStrength] = useState<Strength>();
  const inputs = [PLATFORM_NAME, ...userInputs].filter((input): input is string => !!input);
  const key = inputs.join('\n');
  useEffect(() => {
    // An empty field shows no meter (below); the strength last measured is replaced at the next password.
    if (!password) return;
    let current = true;
    void loadEngine().then(({ strengthOf }) => current && setStrength(strengthOf(password, key.split('\n'))));
    return () => {
      current = false;
    };
  }, [password, key]);
  if (!textsReady || !password || !strength) return null;
  const score = translate(`app.passwordStrength.scores.${strength.score}`);
  const reason = strength.reason
    ? translate(`app.passwordStrength.${strength.reason.kind}.${strength.reason.key}`, { _: '' })
    : translate('app.passwordStrength.hardToGuess');
  return (
    <Box sx={{ mt: 1 }} data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={(strength.score + 1) * 20}
        color={COLORS[strength.score]}
        aria-label={translate('app.passwordStrength.label', { score })}
      />
      <Typography variant="caption" component="p" aria-live="polite">
        {translate('app.passwordStrength.label', { score })}
        {reason ? ` — ${reason}` : ''}
      </Typography>
    </Box>
  );
}
