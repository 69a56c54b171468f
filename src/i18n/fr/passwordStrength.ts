import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/passwordStrength';

export const texts: Translation<typeof en> = {
  passwordStrength: {
    label: 'Robustesse du mot de passe : %{score}',
    scores: {
      0: 'très faible',
      1: 'faible',
      2: 'moyenne',
      3: 'bonne',
      4: 'excellente',
    },
    hardToGuess: 'Difficile à deviner.',
    warnings: {
      straightRow: 'Les rangées de touches du clavier sont faciles à deviner.',
      keyPattern: 'Les motifs de clavier courts sont faciles à deviner.',
      simpleRepeat: 'Les caractères répétés comme « aaa » sont faciles à deviner.',
      extendedRepeat: 'Les motifs répétés comme « abcabcabc » sont faciles à deviner.',
      sequences: 'Les suites de caractères comme « abc » sont faciles à deviner.',
      recentYears: 'Les années récentes sont faciles à deviner.',
      dates: 'Les dates sont faciles à deviner.',
      topTen: "C'est l'un des mots de passe les plus utilisés.",
      topHundred: "C'est un mot de passe très souvent utilisé.",
      common: "C'est un mot de passe couramment utilisé.",
      similarToCommon: "C'est un mot de passe courant à peine modifié.",
      wordByItself: 'Un mot seul est facile à deviner.',
      namesByThemselves: 'Un prénom ou un nom seul est facile à deviner.',
      commonNames: 'Les prénoms et noms courants sont faciles à deviner.',
      userInputs: 'Il contient votre nom, votre adresse e-mail ou le nom de la plateforme.',
      pwned: 'Ce mot de passe a été divulgué lors d’une fuite de données.',
    },
    suggestions: {
      l33t: 'Évitez les substitutions prévisibles comme « @ » pour « a ».',
      reverseWords: "Évitez les mots courants écrits à l'envers.",
      allUppercase: 'Mettez quelques lettres en majuscules, pas toutes.',
      capitalization: 'Mettez en majuscule plus que la première lettre.',
      dates: 'Évitez les dates et années qui vous concernent.',
      recentYears: 'Évitez les années récentes.',
      associatedYears: 'Évitez les années qui vous concernent.',
      sequences: 'Évitez les suites de caractères courantes.',
      repeated: 'Évitez les mots et caractères répétés.',
      longerKeyboardPattern: 'Utilisez des motifs de clavier plus longs et changez souvent de direction.',
      anotherWord: 'Ajoutez un ou deux mots, moins courants.',
      useWords: 'Utilisez plusieurs mots, mais pas une phrase courante.',
      noNeed:
        'Quelques mots sans rapport font un mot de passe robuste : symboles, chiffres et majuscules sont inutiles.',
      pwned: 'Si vous utilisez ce mot de passe ailleurs, changez-le là aussi.',
    },
  },
};
