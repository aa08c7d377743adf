/**
 * Templates for the legal pages. Everything in [eckigen Klammern] is for the owner to fill in;
 * the texts are a starting point, not legal advice.
 */
export const impressumMarkdown = `
Die Angaben in [eckigen Klammern] ergänzen Sie bitte mit Ihren Daten. Diese Vorlage ersetzt keine Rechtsberatung.

## Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)

Salon Lindenblüte
Inhaberin: [Vorname Nachname]
Lindenstraße 12
10969 Berlin

## Kontakt

Telefon: +49 30 1234567
E-Mail: hallo@salon-lindenbluete.example

## Umsatzsteuer-ID

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: [DE000000000]

## Berufsbezeichnung und berufsrechtliche Regelungen

Berufsbezeichnung: Friseurmeisterin (verliehen in der Bundesrepublik Deutschland)
Zuständige Kammer: [Handwerkskammer Berlin, Blücherstraße 68, 10961 Berlin]
Eintragung in der Handwerksrolle: [Nummer]
Es gelten die Handwerksordnung (HwO) und die Verordnung über das Meisterprüfungsberufsbild im Friseur-Handwerk.

## Redaktionell verantwortlich

[Vorname Nachname], Anschrift wie oben

## Verbraucherstreitbeilegung

Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.

## Haftung für Inhalte und Links

Wir erstellen die Inhalte dieser Website mit Sorgfalt, übernehmen jedoch keine Gewähr für Vollständigkeit und Aktualität. Für Inhalte verlinkter Seiten anderer Anbieter sind deren Betreiber verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.
`

export const datenschutzMarkdown = `
Die Angaben in [eckigen Klammern] ergänzen Sie bitte. Diese Vorlage ersetzt keine Rechtsberatung.

## 1. Verantwortliche Stelle

Salon Lindenblüte, Inhaberin [Vorname Nachname], Lindenstraße 12, 10969 Berlin, Telefon +49 30 1234567, E-Mail hallo@salon-lindenbluete.example.

## 2. Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO). Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.

## 3. Hosting und Server-Protokolle

Diese Website wird bei [Name und Anschrift des Hosters] betrieben. Beim Aufruf verarbeitet der Server technisch notwendige Daten (gekürzte IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browsertyp), um die Website auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nach [7] Tagen gelöscht.

## 4. Schriftarten

Die Schriftarten dieser Website werden von unserem eigenen Server geladen. Es wird dabei keine Verbindung zu Servern Dritter aufgebaut.

## 5. Cookies und Einwilligung

Technisch notwendige Cookies speichern zum Beispiel Ihre Entscheidung zu Cookies (Cookie „cookie_notice_accepted“). Alle anderen Dienste – Statistik, Videos und Karten – laden wir erst, nachdem Sie eingewilligt haben (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Einwilligung können Sie jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich ändern oder widerrufen.

## 6. Kontaktformular und E-Mail

Wenn Sie uns über das Kontaktformular oder per E-Mail schreiben, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO). Die Nachrichten werden nach [6 Monaten] gelöscht, sofern keine gesetzlichen Aufbewahrungspflichten bestehen.

## 7. Google Analytics

Mit Ihrer Einwilligung nutzen wir Google Analytics 4 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland, um die Nutzung unserer Website statistisch auszuwerten. Dabei können Daten in die USA übermittelt werden; Google ist unter dem EU-US Data Privacy Framework zertifiziert. IP-Adressen werden gekürzt. Ihre Einwilligung können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende widerrufen; die Erfassung lässt sich außerdem mit dem Link am Ende dieser Seite dauerhaft deaktivieren.

## 8. YouTube

Auf einigen Seiten binden wir Videos von YouTube (Google Ireland Limited) im erweiterten Datenschutzmodus ein (youtube-nocookie.com). Das Video wird erst geladen, wenn Sie es anklicken oder YouTube in den Cookie-Einstellungen zugelassen haben. Erst dann werden Daten an YouTube übertragen.

## 9. Vimeo

Videos von Vimeo (Vimeo.com, Inc., 330 West 34th Street, New York, USA) laden wir mit dem Parameter „dnt=1“ und erst nach Ihrer Einwilligung.

## 10. Karten

Für die Anfahrtskarte verwenden wir Kartenkacheln der OpenStreetMap Foundation (St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich; tile.openstreetmap.org). Bevor Sie „Karte laden“ anklicken oder Karten in den Cookie-Einstellungen zulassen, sehen Sie nur ein Vorschaubild und unsere Adressen, beides von unserem eigenen Server; dabei werden keine Daten an OpenStreetMap übertragen. Erst danach lädt Ihr Browser die Kartenkacheln direkt von OpenStreetMap, wobei Ihre IP-Adresse übermittelt wird (Art. 6 Abs. 1 lit. a DSGVO). Die Koordinaten unserer Adressen ermittelt unser Server einmalig beim Bearbeiten der Seite; Ihre Daten sind daran nicht beteiligt. Der Link „Route planen“ führt zu openstreetmap.org.

## 11. Online-Terminbuchung

Wenn Sie unter „Termin buchen“ einen Termin buchen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, Ihre Notiz sowie die gewählten Leistungen, Mitarbeiterin, Tag und Uhrzeit, um den Termin zu vereinbaren, Ihnen Bestätigung und Erinnerung per E-Mail zu senden und Sie bei Änderungen zu erreichen (Art. 6 Abs. 1 lit. b DSGVO). Ein Konto ist nicht nötig; die Buchung läuft vollständig über unseren eigenen Server, ohne Buchungsportal oder andere Dritte. Name, E-Mail-Adresse, Telefonnummer und Notiz löschen wir [12 Monate] nach dem Termin automatisch; Tag, Uhrzeit und Leistung bleiben ohne Bezug zu Ihrer Person für unsere Statistik.

## 12. Stand

Diese Datenschutzerklärung hat den Stand [Monat Jahr].
`
