/**
 * The strength meter of every new password (issue 59, src/forms/StrengthMeter.tsx): a text part (src/i18n/parts.ts)
 * loaded with the meter. `warnings` and `suggestions` are @zxcvbn-ts/core's feedback keys, in words.
 */
export const texts = {
  passwordStrength: {
    label: 'Password strength: %{score}',
    scores: {
      0: 'very weak',
      1: 'weak',
      2: 'fair',
      3: 'good',
      4: 'strong',
    },
    hardToGuess: 'Hard to guess.',
    warnings: {
      straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
      keyPattern: 'Short keyboard patterns are easy to guess.',
      simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
      extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
      sequences: 'Common character sequences like "abc" are easy to guess.',
      recentYears: 'Recent years are easy to guess.',
      dates: 'Dates are easy to guess.',
      topTen: 'This is one of the most used passwords.',
      topHundred: 'This is a very often used password.',
      common: 'This is a commonly used password.',
      similarToCommon: 'This is a common password with a few changes.',
      wordByItself: 'A single word is easy to guess.',
      namesByThemselves: 'A single name or surname is easy to guess.',
      commonNames: 'Common names and surnames are easy to guess.',
      userInputs: "It contains your name, your e-mail address or the platform's name.",
      pwned: 'This password was exposed by a data breach.',
    },
    suggestions: {
      l33t: "Avoid predictable substitutions like '@' for 'a'.",
      reverseWords: 'Avoid common words spelled backwards.',
      allUppercase: 'Capitalise some letters, not all.',
      capitalization: 'Capitalise more than the first letter.',
      dates: 'Avoid dates and years that are about you.',
      recentYears: 'Avoid recent years.',
      associatedYears: 'Avoid years that are about you.',
      sequences: 'Avoid common character sequences.',
      repeated: 'Avoid repeated words and characters.',
      longerKeyboardPattern: 'Use longer keyboard patterns and change direction often.',
      anotherWord: 'Add another word or two, less common ones.',
      useWords: 'Use several words, but not a common phrase.',
      noNeed: 'A few unrelated words make a strong password: symbols, digits and capitals are not needed.',
      pwned: 'If you use this password elsewhere, change it there.',
    },
  },
} as const;
