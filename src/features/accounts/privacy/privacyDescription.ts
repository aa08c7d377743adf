/** What „Datenschutz-Anfragen“ is for, under its title (the desk shows it above its form). */
export const DESCRIPTION =
  'Auskunft und Löschung für eine E-Mail-Adresse (Art. 15 und 17 DSGVO): Adresse eingeben, sehen, was gespeichert ist, als Datei ausgeben oder per E-Mail senden, löschen. Darunter das Protokoll der bearbeiteten Anfragen; es bleibt als Nachweis, dass die Anfrage beantwortet wurde.'
