/**
 * The shop's legal texts as templates: [eckige Klammern] are for the owner to fill in. The
 * Widerrufsbelehrung follows the model of Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB and names the
 * withdrawal function of § 356a BGB; the form is the model of Anlage 2. The seed turns them into
 * pages; the order confirmation carries the Belehrung and the form as text. A starting point, not
 * legal advice.
 */

/** Said beside every line without a right of withdrawal: checkout, confirmation, mails. */
export const NO_WITHDRAWAL =
  'Kein Widerrufsrecht: Eintrittskarte für eine Freizeitveranstaltung mit festem Termin (§ 312g Abs. 2 Nr. 9 BGB).'

export const withdrawalNotice = (business: {
  name: string
  address: string
  email: string
  withdrawUrl: string
}) => `Widerrufsrecht

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Bei Gutscheinen, die per E-Mail geliefert werden, beträgt die Frist vierzehn Tage ab dem Tag des Vertragsschlusses.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${business.name}, ${business.address}, E-Mail: ${business.email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Vertrag auch über die Widerrufsfunktion „Vertrag widerrufen“ auf unserer Website widerrufen: ${business.withdrawUrl}. Den Eingang Ihres Widerrufs bestätigen wir Ihnen dann unverzüglich per E-Mail.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

Folgen des Widerrufs

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.

Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.

Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.

Ausschluss des Widerrufsrechts

Das Widerrufsrecht besteht nicht bei der Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde.`

export const withdrawalForm = (business: { name: string; address: string; email: string }) =>
  `Muster-Widerrufsformular

(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

An ${business.name}, ${business.address}, E-Mail: ${business.email}:

Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)

– Bestellt am (*)/erhalten am (*)
– Name des/der Verbraucher(s)
– Anschrift des/der Verbraucher(s)
– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
– Datum

(*) Unzutreffendes streichen.`

export const termsTemplate = (business: { name: string; address: string; email: string }) => `
Die Angaben in [eckigen Klammern] ergänzen Sie bitte. Diese Vorlage ersetzt keine Rechtsberatung.

## § 1 Geltungsbereich

Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher über den Online-Shop von ${business.name}, ${business.address} ([Inhaberin: Vorname Nachname]), aufgeben.

## § 2 Vertragsschluss

Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Klick auf „zahlungspflichtig bestellen“ geben Sie eine verbindliche Bestellung ab. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen. Den Vertragstext speichern wir; Sie erhalten ihn mit der Bestellbestätigung.

## § 3 Preise und Versandkosten

Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer. Hinzu kommen die Versandkosten, die auf der Seite „Versand & Zahlung“ und vor dem Absenden der Bestellung genannt werden. Die Abholung im Salon ist kostenlos.

## § 4 Zahlung

Sie zahlen per Vorkasse (Überweisung) oder bei Abholung im Salon (bar oder mit Karte). Bei Vorkasse liefern wir nach Eingang der Zahlung. Gutscheine unseres Salons können im Shop und im Salon eingelöst werden.

## § 5 Lieferung

Die Lieferzeit steht bei jedem Produkt. Gutscheine erhalten Sie als PDF per E-Mail, sobald die Zahlung eingegangen ist.

## § 6 Gutscheine

Gutscheine sind bis zum Ende des dritten Jahres nach dem Kauf gültig und können in Teilbeträgen eingelöst werden; das Restguthaben bleibt erhalten. Eine Barauszahlung ist ausgeschlossen.

## § 7 Widerrufsrecht

Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht nach Maßgabe der Widerrufsbelehrung zu. Den Vertrag können Sie auch über die Schaltfläche „Vertrag widerrufen“ auf unserer Website widerrufen.

## § 8 Eigentumsvorbehalt und Gewährleistung

Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Es gilt das gesetzliche Mängelhaftungsrecht.

## § 9 Kontakt

Fragen zu Ihrer Bestellung beantworten wir unter ${business.email}.
`

export const shippingInfoTemplate = `
## Versand

Wir versenden innerhalb Deutschlands und nach Österreich. Die Kosten richten sich nach dem Zielland; im Warenkorb berechnet der Versandkostenrechner sie für Ihre Adresse.

- **Deutschland:** DHL Paket 4,90 €, kostenlos ab 50,00 € Warenwert
- **Berlin:** zusätzlich Fahrradkurier am selben Werktag 6,90 €
- **Österreich:** DHL Paket 9,90 €, kostenlos ab 100,00 € Warenwert
- **Abholung im Salon:** kostenlos

Gutscheine senden wir kostenlos als PDF per E-Mail.

## Lieferzeit

Die Lieferzeit steht bei jedem Produkt, in der Regel 2–4 Werktage nach Zahlungseingang.

## Zahlung

- **Vorkasse (Überweisung):** Nach der Bestellung erhalten Sie unsere Bankverbindung und einen GiroCode, den Ihre Banking-App scannen kann.
- **Zahlung bei Abholung:** bar oder mit Karte im Salon, nur bei Abholung.
`
