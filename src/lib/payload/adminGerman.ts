/**
 * The admin in one form of address. Payload's German says „du“; everything the site adds says
 * „Sie“ (a salon owner's tools address her formally, like her bank and her tax software). These
 * overrides put Payload's own texts into „Sie“ and fix its article guesses: „das Seite“,
 * „Erstelle Medium“, „<Kein Adresse>“ become sentences that fit any collection's name.
 * `adminGerman.test.ts` fails when an update of Payload brings a new „du“.
 */
export const adminGerman = {
  authentication: {
    beginCreateFirstUser: 'Legen Sie ein erstes Benutzerkonto an, um zu beginnen.',
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse zu einem Benutzerkonto gehört, erhalten Sie in Kürze eine Anleitung zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch im Spam-Ordner nach, falls die E-Mail nicht im Posteingang ist.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit einer Anleitung zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Die Anleitung zum Zurücksetzen Ihres Passworts geht an die E-Mail-Adresse Ihres Benutzerkontos.',
    generatingNewAPIKeyWillInvalidate:
      'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der bisherige <1>ungültig</1>. Möchten Sie fortfahren?',
    loggedIn:
      'Um sich mit einem anderen Benutzerkonto anzumelden, <0>melden Sie sich zuerst ab</0>.',
    loggedInChangePassword: 'Ihr Passwort ändern Sie in Ihrem <0>Benutzerkonto</0>.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden abgemeldet.',
    loginWithAnotherUser:
      'Um sich mit einem anderen Benutzer anzumelden, <0>melden Sie sich zuerst ab</0>.',
    newAccountCreated:
      'Für Sie wurde ein neues Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Danach können Sie sich anmelden.',
    resetYourPassword: 'Passwort zurücksetzen',
    verifyYourEmail: 'E-Mail-Adresse bestätigen',
    youAreInactive:
      'Sie waren eine Weile inaktiv und werden zu Ihrer Sicherheit bald abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser:',
    youDidNotRequestPassword:
      'Falls Sie das nicht angefordert haben, beachten Sie diese E-Mail bitte nicht. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage:
      'Sie haben ungespeicherte Änderungen am Layout der Übersicht. Möchten Sie sie verwerfen?',
    noItems:
      'Auf Ihrer Übersicht sind keine Widgets. Sie können sie über das Menü „Dashboard“ oben hinzufügen.',
    searchWidgets: 'Widgets suchen …',
  },
  error: {
    deletingTitle:
      'Beim Löschen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Der Eintrag mit der ID {{id}} wurde nicht gefunden. Er wurde vielleicht gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung für diese Seite.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung für diese Aktion.',
    noMatchedField: 'Für „{{label}}“ wurde kein passendes Feld gefunden.',
    noUser: 'Ohne Benutzer',
    unauthorized: 'Nicht angemeldet: Bitte melden Sie sich an.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Wählen Sie eine eigene Adresse (URL) oder einen Eintrag, auf den verlinkt wird.',
    chooseDocumentToLink: 'Wählen Sie den Eintrag, auf den verlinkt wird',
  },
  folder: {
    folderTypeDescription: 'Wählen Sie, welche Arten von Einträgen in diesem Ordner liegen dürfen.',
    moveItemsToFolderConfirmation:
      'Sie verschieben <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2>. Sind Sie sicher?',
    moveItemsToRootConfirmation:
      'Sie verschieben <1>{{count}} {{label}}</1> in den Hauptordner. Sind Sie sicher?',
    moveItemToFolderConfirmation:
      'Sie verschieben <1>{{title}}</1> nach <2>{{toFolder}}</2>. Sind Sie sicher?',
    moveItemToRootConfirmation:
      'Sie verschieben <1>{{title}}</1> in den Hauptordner. Sind Sie sicher?',
    noFolder: 'Ohne Ordner',
  },
  general: {
    // Lists and filters of yes-or-no fields: „Ja“/„Nein“, as every form and mail of the site says.
    false: 'Nein',
    true: 'Ja',
    aboutToDelete: 'Sie löschen {{label}} <1>{{title}}</1>. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie löschen {{count}} {{label}}.',
    aboutToDeleteCount_one: 'Sie löschen {{count}} {{label}}.',
    aboutToDeleteCount_other: 'Sie löschen {{count}} {{label}}.',
    aboutToPermanentlyDelete: 'Sie löschen {{label}} <1>{{title}}</1> endgültig. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      'Sie löschen <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb. Sind Sie sicher?',
    aboutToRestore: 'Sie stellen {{label}} <1>{{title}}</1> wieder her. Sind Sie sicher?',
    aboutToRestoreAsDraft:
      'Sie stellen {{label}} <1>{{title}}</1> als Entwurf wieder her. Sind Sie sicher?',
    aboutToRestoreAsDraftCount: 'Sie stellen {{count}} {{label}} als Entwurf wieder her.',
    aboutToRestoreCount: 'Sie stellen {{count}} {{label}} wieder her.',
    aboutToTrash: 'Sie verschieben {{label}} <1>{{title}}</1> in den Papierkorb. Sind Sie sicher?',
    aboutToTrashCount: 'Sie verschieben {{count}} {{label}} in den Papierkorb.',
    changesNotSaved:
      'Ihre Änderungen sind nicht gespeichert. Wenn Sie die Seite verlassen, gehen sie verloren.',
    copyWarning: 'Sie überschreiben {{to}} mit {{from}} für {{label}} {{title}}. Sind Sie sicher?',
    creating: 'Wird erstellt',
    creatingNewLabel: '{{label}} anlegen',
    currentlyEditing:
      'bearbeitet diesen Eintrag gerade. Wenn Sie übernehmen, wird die andere Bearbeitung gesperrt, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate:
      'Dieser Eintrag wurde gerade von jemand anderem geändert. Ihre Ansicht ist nicht mehr aktuell.',
    enterAValue: 'Wert eingeben',
    moveConfirm:
      'Sie verschieben {{count}} {{label}} nach <1>{{destination}}</1>. Sind Sie sicher?',
    noDateSelected: 'Kein Datum gewählt',
    noLabel: 'ohne {{label}}',
    none: '—',
    noTrashResults: 'Im Papierkorb ist nichts ({{label}}).',
    noValue: 'Ohne Wert',
    searchBy: 'Nach {{label}} suchen',
    sorryNotFound: 'Leider haben wir nichts gefunden, was zu Ihrer Anfrage passt.',
    unsavedChanges:
      'Sie haben ungespeicherte Änderungen. Bitte speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate:
      'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
  },
  upload: {
    cropToolDescription:
      'Ziehen Sie an den Ecken des gewählten Bereichs, zeichnen Sie einen neuen Bereich, oder ändern Sie die Werte unten.',
    focalPointDescription:
      'Setzen Sie den Fokuspunkt direkt in der Vorschau, oder ändern Sie die Werte unten.',
  },
  version: {
    aboutToPublishSelection:
      'Sie veröffentlichen alle gewählten Einträge ({{label}}). Sind Sie sicher?',
    aboutToRestore: 'Sie setzen {{label}} auf den Stand vom {{versionDate}} zurück.',
    aboutToRestoreGlobal:
      'Sie setzen die Einstellungen {{label}} auf den Stand vom {{versionDate}} zurück.',
    aboutToRevertToPublished:
      'Sie setzen diesen Eintrag auf den zuletzt veröffentlichten Stand zurück. Sind Sie sicher?',
    aboutToUnpublish:
      'Sie heben die Veröffentlichung auf: Besucher sehen diesen Eintrag nicht mehr. Sind Sie sicher?',
    aboutToUnpublishIn: 'Sie heben die Veröffentlichung in {{locale}} auf. Sind Sie sicher?',
    aboutToUnpublishSelection:
      'Sie heben die Veröffentlichung aller gewählten Einträge ({{label}}) auf. Sind Sie sicher?',
    noRowsFound: 'Nichts gefunden ({{label}})',
    noRowsSelected: 'Nichts ausgewählt ({{label}})',
    viewingVersionGlobal: 'Version der Einstellungen {{entityLabel}} ansehen',
    viewingVersionsGlobal: 'Versionen der Einstellungen {{entityLabel}} ansehen',
  },
  validation: {
    trueOrFalse: 'Dieses Feld kann nur Ja oder Nein sein.',
  },
} as const
