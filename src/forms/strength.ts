/**
 * How guessable a new password is (issue 59), with @zxcvbn-ts/core and the common dictionaries (49,233 breached
 * passwords, keyboard layouts). Imported only by the strength meter once a password is typed (StrengthMeter.tsx),
 * so its dictionaries never load with a page. The API decides what is refused (fixtures/server/domain/
 * passwordPolicy.ts, whose blocklist holds these passwords and more); this tells the person why as they type.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// No translations given: the feedback is the library's keys, put in words by the console's catalogues.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export interface Strength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The feedback's warning key (`common`, `userInputs`, …), else its first suggestion's. */
  reason?: { kind: 'warnings' | 'suggestions'; key: string };
}

/** `userInputs`: what the password must not contain (the person's name and address, the platform's name). */
export function strengthOf(password: string, userInputs: string[]): Strength {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  if (feedback.warning) return { score, reason: { kind: 'warnings', key: feedback.warning } };
  const [suggestion] = feedback.suggestions;
  return { score, reason: suggestion && score < 3 ? { kind: 'suggestions', key: suggestion } : undefined };
}
