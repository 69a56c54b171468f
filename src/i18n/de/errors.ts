import type { Translation } from '../catalogue';
import type { errorCodes } from '../messages/errorCodes';
import type { errors as en } from '../messages/errors';

/** The errors area, and the platform's error texts by code (messages/errorCodes.ts), which English shows as the platform words them. */
export const errors: Translation<typeof en & { codes: typeof errorCodes }> = {
  notFound: '404 Seite nicht gefunden',
  unknown: 'Etwas ist schiefgelaufen.',
  network: 'Die Plattform ist nicht erreichbar.',
  networkResolution: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  codes: {
    UNAUTHORIZED: {
      description: 'Sie sind nicht angemeldet.',
      resolution: 'Melden Sie sich an und versuchen Sie es erneut.',
    },
    FORBIDDEN: {
      description: 'Sie dürfen das nicht tun.',
      resolution: 'Bitten Sie einen Administrator um die nötige Rolle.',
    },
    VALIDATION_ERROR: {
      description: 'Einige Werte sind ungültig.',
      resolution: 'Korrigieren Sie die Anfrage und versuchen Sie es erneut.',
    },
    ALREADY_EXISTS: {
      description: 'Dieser Wert ist bereits vergeben.',
      resolution: 'Wählen Sie einen anderen Wert und versuchen Sie es erneut.',
    },
    INVALID_QUERY: {
      description: 'Die Abfrage ist ungültig.',
      resolution: 'Korrigieren Sie die Abfrage und versuchen Sie es erneut.',
    },
    ROUTE_NOT_FOUND: { description: 'Diese Adresse existiert nicht.', resolution: 'Prüfen Sie die Adresse.' },
    RECORD_NOT_FOUND: {
      description: 'Eintrag nicht gefunden.',
      resolution: 'Prüfen Sie die Adresse und versuchen Sie es erneut.',
    },
    USER_NOT_FOUND: { description: 'Benutzer nicht gefunden.', resolution: 'Wählen Sie einen vorhandenen Benutzer.' },
    GROUP_NOT_FOUND: { description: 'Gruppe nicht gefunden.', resolution: 'Wählen Sie eine vorhandene Gruppe.' },
    ROLE_NOT_FOUND: { description: 'Diese Rolle existiert nicht.', resolution: 'Wählen Sie eine Rolle.' },
    APP_NOT_FOUND: {
      description: 'Anwendung nicht gefunden.',
      resolution: 'Wählen Sie eine Ihrer Anwendungen oder Keine.',
    },
    ORGANIZATION_NOT_FOUND: {
      description: 'Organisation nicht gefunden.',
      resolution: 'Wählen Sie eine vorhandene Organisation.',
    },
    SERVICE_NAME_NOT_FOUND: {
      description: 'Dieser Dienstname existiert nicht.',
      resolution: 'Wählen Sie einen Dienstnamen.',
    },
    SESSION_NOT_FOUND: {
      description: 'Sitzung nicht gefunden.',
      resolution: 'Sie ist bereits beendet: Aktualisieren Sie die Liste.',
    },
    PAYLOAD_TOO_LARGE: {
      description: 'Der Inhalt der Anfrage ist zu groß.',
      resolution: 'Senden Sie weniger als 1 MB.',
    },
    MALFORMED_JSON: {
      description: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
      resolution: 'Senden Sie einen JSON-Inhalt.',
    },
    BAD_REQUEST: {
      description: 'Der Inhalt der Anfrage konnte nicht gelesen werden.',
      resolution: 'Senden Sie den Inhalt als einfaches JSON.',
    },
    UNSUPPORTED_MEDIA_TYPE: {
      description: 'Der Inhalt der Anfrage muss JSON sein.',
      resolution: 'Senden Sie den Inhalt mit Content-Type: application/json.',
    },
    INTERNAL_ERROR: {
      description: 'Auf dem Server ist etwas schiefgelaufen.',
      resolution: 'Versuchen Sie es später erneut.',
    },
    TOO_MANY_REQUESTS: {
      description: 'Zu viele Versuche.',
      resolution: 'Warten Sie einige Minuten und versuchen Sie es erneut.',
    },
    CROSS_SITE_REQUEST: {
      description: 'Diese Anfrage kommt von einer anderen Website.',
      resolution: 'Nehmen Sie die Änderung in der Konsole selbst vor.',
    },
    ROUTE_NOT_DECLARED: {
      description: 'Dieser Aufruf steht niemandem offen.',
      resolution: 'Jede Route legt fest, wer sie aufrufen darf.',
    },
    TOKEN_NOT_ALLOWED: {
      description: 'Ein Zugriffstoken kann diesen Aufruf nicht ausführen.',
      resolution: 'Melden Sie sich an, um Token, Ihr Passwort oder Ihre E-Mail zu verwalten.',
    },
    IMPERSONATION_NOT_ALLOWED: {
      description: 'Solange Sie als anderer Benutzer handeln, können dessen Anmeldedaten nicht verwaltet werden.',
      resolution:
        'Beenden Sie den Identitätswechsel: Nur die Person selbst verwaltet ihr Passwort, ihre E-Mail, ihre Zugriffstoken und ihre Sitzungen.',
    },
    IMPERSONATION_ENDED: {
      description: 'Sie können nicht mehr als dieser Benutzer handeln: Der Identitätswechsel ist beendet.',
      resolution: 'Sie handeln wieder als Sie selbst: Laden Sie die Konsole neu.',
    },
    CURRENT_PASSWORD_REQUIRED: {
      description: 'Geben Sie Ihr aktuelles Passwort ein, um Ihr Passwort oder Ihre E-Mail zu ändern.',
      resolution: 'Geben Sie Ihr aktuelles Passwort mit der Änderung ein.',
    },
    PASSWORD_TOO_COMMON: {
      description:
        'Dieses Passwort gehört zu den häufigsten oder geleakten, oder es ist ein gängiges Wort mit Ziffern oder Symbolen.',
      resolution:
        'Wählen Sie ein längeres Passwort, das nichts über Sie verrät: einige unzusammenhängende Wörter eignen sich gut.',
    },
    PASSWORD_CONTAINS_NAME: {
      description: 'Das Passwort enthält den Namen der Person.',
      resolution:
        'Wählen Sie ein längeres Passwort, das nichts über Sie verrät: einige unzusammenhängende Wörter eignen sich gut.',
    },
    PASSWORD_CONTAINS_EMAIL: {
      description: 'Das Passwort enthält die E-Mail-Adresse der Person.',
      resolution:
        'Wählen Sie ein längeres Passwort, das nichts über Sie verrät: einige unzusammenhängende Wörter eignen sich gut.',
    },
    PASSWORD_CONTAINS_PLATFORM_NAME: {
      description: 'Das Passwort enthält den Namen der Plattform.',
      resolution:
        'Wählen Sie ein längeres Passwort, das nichts über Sie verrät: einige unzusammenhängende Wörter eignen sich gut.',
    },
    STEP_UP_REQUIRED: {
      description:
        'Bestätigen Sie, dass Sie es sind: Diese Aktion braucht Ihr Passwort, eingegeben in den letzten 5 Minuten.',
      resolution: 'Geben Sie Ihr Passwort (oder einen Code Ihrer Authenticator-App) ein und versuchen Sie es erneut.',
    },
    WRONG_CURRENT_PASSWORD: {
      description: 'Ihr aktuelles Passwort ist nicht richtig.',
      resolution: 'Prüfen Sie Ihr aktuelles Passwort und versuchen Sie es erneut.',
    },
    INSUFFICIENT_RIGHTS: {
      description: 'Dieser Eintrag enthält Rechte, die Sie nicht besitzen.',
      resolution: 'Wenden Sie sich an jemanden, der diese Rechte besitzt.',
    },
    NOT_YOURS: { description: 'Nur der Eigentümer kann das tun.', resolution: 'Bearbeiten Sie Ihre eigenen Einträge.' },
    ORGANIZATION_INACTIVE: {
      description: 'Diese Organisation nimmt keine neuen Mitglieder auf.',
      resolution: 'Bitten Sie die Organisation um eine neue Einladung.',
    },
    INVITATION_FOR_ANOTHER_USER: {
      description: 'Diese Einladung wurde an ein anderes Konto gesendet.',
      resolution: 'Melden Sie sich mit dem eingeladenen Konto an.',
    },
    NOT_A_MEMBER: {
      description: 'Dieses Konto ist kein Mitglied dieser Organisation.',
      resolution: 'Treten Sie zuerst der Organisation bei.',
    },
    ALREADY_MEMBER: {
      description: 'Diese Person ist bereits Mitglied dieser Organisation.',
      resolution: 'Wählen Sie einen anderen Benutzer.',
    },
    ALREADY_LINKED: { description: 'Diese Gruppe hat das bereits.', resolution: 'Wählen Sie etwas anderes.' },
    ALREADY_REVERTED: {
      description: 'Diese Änderung wurde bereits rückgängig gemacht.',
      resolution: 'Nehmen Sie die Rücknahme zurück, um sie erneut vorzunehmen.',
    },
    INVALID_TOKEN: {
      description: 'Dieser Link ist ungültig, bereits verwendet oder abgelaufen.',
      resolution: 'Fordern Sie einen neuen Link an.',
    },
    INVALID_RESET_TOKEN: {
      description: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
      resolution: 'Fordern Sie einen neuen Link zum Zurücksetzen an.',
    },
    INVALID_ORGANIZATION_TOKEN: {
      description: 'Dieses Einladungs- oder Organisationstoken ist ungültig.',
      resolution: 'Prüfen Sie den Link Ihrer Einladung.',
    },
    CANNOT_IMPERSONATE_SELF: {
      description: 'Sie können nicht Ihre eigene Identität annehmen.',
      resolution: 'Wählen Sie einen anderen Benutzer.',
    },
    WRONG_CREDENTIALS: {
      description: 'Falsche E-Mail oder falsches Passwort.',
      resolution: 'Prüfen Sie E-Mail und Passwort und versuchen Sie es erneut.',
    },
    WRONG_CODE: {
      description: 'Dieser Code ist ungültig.',
      resolution: 'Prüfen Sie den Code oder fordern Sie einen neuen an.',
    },
    EMAIL_NOT_CONFIRMED: {
      description: 'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
      resolution: 'Öffnen Sie den Link in der Bestätigungs-E-Mail, die wir Ihnen gesendet haben.',
    },
    ACCOUNT_INACTIVE: {
      description: 'Dieses Konto ist deaktiviert.',
      resolution: 'Bitten Sie eine Administratorin oder einen Administrator, es zu aktivieren.',
    },
    GROUP_NOT_REQUESTABLE: {
      description: 'Diese Gruppe kann nicht beantragt werden.',
      resolution: 'Wählen Sie eine Gruppe, die für Anträge angeboten wird, oder fragen Sie einen Administrator.',
    },
    ORGANIZATION_NOT_REQUESTABLE: {
      description: 'Diese Organisation kann nicht beantragt werden.',
      resolution: 'Wählen Sie eine Organisation, die für Anträge angeboten wird, oder fragen Sie einen Administrator.',
    },
    REQUEST_PENDING: {
      description: 'Sie haben diese Gruppe bereits beantragt; Ihr Antrag ist offen.',
      resolution: 'Warten Sie auf die Antwort, oder ziehen Sie ihn zuerst zurück.',
    },
    REQUEST_NOT_PENDING: {
      description: 'Dieser Antrag ist nicht mehr offen.',
      resolution: 'Laden Sie die Liste der Anträge neu.',
    },
    OWN_REQUEST: {
      description: 'Niemand genehmigt seinen eigenen Antrag.',
      resolution: 'Ein anderer Genehmiger muss entscheiden.',
    },
    NOT_AN_APPROVER: {
      description: 'Sie genehmigen keine Anträge für diese Gruppe.',
      resolution: 'Die Genehmiger der Gruppe entscheiden.',
    },
    ALREADY_DECIDED: {
      description: 'Sie haben über diesen Antrag bereits entschieden.',
      resolution: 'Warten Sie auf die anderen Genehmiger.',
    },
    LIFECYCLE_RULE_CHANGED: {
      description: 'Die Regel hat sich seit ihrem Probelauf geändert.',
      resolution: 'Sehen Sie sich den Probelauf erneut an und führen Sie sie dann aus.',
    },
    REQUEST_NO_LONGER_HOLDS: {
      description: 'Die Einstellungen dieser Gruppe lassen diesen Antrag nicht mehr zu.',
      resolution: 'Lehnen Sie ihn ab; die Person kann erneut beantragen.',
    },
    EMAIL_TAKEN: {
      description: 'Ein Konto mit dieser E-Mail existiert bereits.',
      resolution: 'Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    },
    UNSUPPORTED_FILE_TYPE: {
      description: 'Dieser Dateityp kann nicht hochgeladen werden.',
      resolution: 'Laden Sie ein Bild, ein PDF, eine CSV- oder eine JSON-Datei hoch.',
    },
    FILE_TOO_LARGE: {
      description: 'Die Datei ist größer als 5 MB.',
      resolution: 'Laden Sie eine kleinere Datei hoch.',
    },
    WRONG_SECOND_FACTOR: {
      description: 'Damit wurde nicht nachgewiesen, dass Sie es sind.',
      resolution: 'Versuchen Sie es erneut oder verwenden Sie einen anderen Ihrer Faktoren.',
    },
    PASSKEY_NOT_RECOGNIZED: {
      description: 'Dieser Passkey hat Sie nicht angemeldet.',
      resolution: 'Versuchen Sie es erneut oder melden Sie sich mit Ihrem Passwort an.',
    },
    PASSKEY_NOT_VERIFIED: {
      description: 'Der Passkey konnte nicht überprüft werden.',
      resolution: 'Versuchen Sie erneut, ihn hinzuzufügen.',
    },
    AUTHENTICATOR_NOT_STARTED: {
      description: 'Es wird gerade keine Authentifizierungs-App eingerichtet.',
      resolution: 'Beginnen Sie die Einrichtung erneut.',
    },
    NO_SECOND_FACTOR: {
      description: 'Dieses Konto hat keinen zweiten Faktor.',
      resolution: 'Fügen Sie zuerst einen Passkey oder eine Authentifizierungs-App hinzu.',
    },
    OWN_ACCOUNT: {
      description: 'Das ist Ihr eigenes Konto: Das können Sie hier nicht tun.',
      resolution:
        'Verwenden Sie Mein Konto, das Ihr aktuelles Passwort verlangt, oder fragen Sie einen anderen Administrator.',
    },
    LAST_SUPERADMIN: {
      description: 'Danach gäbe es keinen aktiven Superadministrator mehr.',
      resolution:
        'Machen Sie zuerst jemand anderen zum Superadministrator: Mindestens einer muss die Plattform verwalten können.',
    },
    SECOND_FACTOR_REQUIRED: {
      description: 'Eine Ihrer Gruppen verlangt einen zweiten Faktor: Dies ist Ihr letzter.',
      resolution:
        'Fügen Sie zuerst einen weiteren Passkey oder eine Authentifizierungs-App hinzu und entfernen Sie dann diesen.',
    },
  },
};
