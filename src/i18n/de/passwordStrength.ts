import type { Translation } from '../catalogue';
import type { texts as en } from '../messages/passwordStrength';

export const texts: Translation<typeof en> = {
  passwordStrength: {
    label: 'Passwortstärke: %{score}',
    scores: {
      0: 'sehr schwach',
      1: 'schwach',
      2: 'mittel',
      3: 'gut',
      4: 'stark',
    },
    hardToGuess: 'Schwer zu erraten.',
    warnings: {
      straightRow: 'Gerade Tastenreihen der Tastatur sind leicht zu erraten.',
      keyPattern: 'Kurze Tastaturmuster sind leicht zu erraten.',
      simpleRepeat: 'Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.',
      extendedRepeat: 'Wiederholte Muster wie „abcabcabc“ sind leicht zu erraten.',
      sequences: 'Zeichenfolgen wie „abc“ sind leicht zu erraten.',
      recentYears: 'Jüngere Jahreszahlen sind leicht zu erraten.',
      dates: 'Daten sind leicht zu erraten.',
      topTen: 'Dies ist eines der meistverwendeten Passwörter.',
      topHundred: 'Dies ist ein sehr häufig verwendetes Passwort.',
      common: 'Dies ist ein häufig verwendetes Passwort.',
      similarToCommon: 'Dies ist ein häufiges Passwort mit kleinen Änderungen.',
      wordByItself: 'Ein einzelnes Wort ist leicht zu erraten.',
      namesByThemselves: 'Ein einzelner Vor- oder Nachname ist leicht zu erraten.',
      commonNames: 'Häufige Vor- und Nachnamen sind leicht zu erraten.',
      userInputs: 'Es enthält Ihren Namen, Ihre E-Mail-Adresse oder den Namen der Plattform.',
      pwned: 'Dieses Passwort wurde bei einem Datenleck offengelegt.',
    },
    suggestions: {
      l33t: 'Vermeiden Sie vorhersehbare Ersetzungen wie „@“ für „a“.',
      reverseWords: 'Vermeiden Sie rückwärts geschriebene gängige Wörter.',
      allUppercase: 'Schreiben Sie einige Buchstaben groß, nicht alle.',
      capitalization: 'Schreiben Sie mehr als den ersten Buchstaben groß.',
      dates: 'Vermeiden Sie Daten und Jahre, die mit Ihnen zu tun haben.',
      recentYears: 'Vermeiden Sie jüngere Jahreszahlen.',
      associatedYears: 'Vermeiden Sie Jahre, die mit Ihnen zu tun haben.',
      sequences: 'Vermeiden Sie gängige Zeichenfolgen.',
      repeated: 'Vermeiden Sie wiederholte Wörter und Zeichen.',
      longerKeyboardPattern: 'Verwenden Sie längere Tastaturmuster und wechseln Sie oft die Richtung.',
      anotherWord: 'Fügen Sie ein oder zwei weniger gängige Wörter hinzu.',
      useWords: 'Verwenden Sie mehrere Wörter, aber keine gängige Redewendung.',
      noNeed:
        'Einige unzusammenhängende Wörter ergeben ein starkes Passwort: Symbole, Ziffern und Großbuchstaben braucht es nicht.',
      pwned: 'Wenn Sie dieses Passwort anderswo verwenden, ändern Sie es dort.',
    },
  },
};
