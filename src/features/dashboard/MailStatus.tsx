import styles from './Overview.module.css'
import type { OverviewData } from './overviewData.server'
import { when } from './when'

/** Whether mail goes out, in words an owner understands, with what is stuck. */
export function MailStatus({ mail }: { mail: OverviewData['mail'] }) {
  return (
    <div className={styles.mailStatus}>
      {!mail.configured ? (
        <div className={styles.alert} role="alert" data-mail-off>
          <p>
            <strong>E-Mails werden nicht versendet.</strong>{' '}
            {mail.stored > 0
              ? `${mail.stored} ${mail.stored === 1 ? 'E-Mail wartet' : 'E-Mails warten'} im Postausgang.`
              : 'Noch wartet keine E-Mail.'}{' '}
            Anfragen und Bestellungen werden gespeichert; Besucher erfahren, dass Sie sich per
            E-Mail oder Telefon melden.
          </p>
          <p>
            So geht es: unter <a href="/admin/globals/mail-settings">E-Mail-Versand</a> Ihren
            E-Mail-Anbieter wählen, Zugangsdaten eintragen, speichern und „Testmail senden“. Danach
            gehen die wartenden E-Mails innerhalb einer Minute hinaus.
          </p>
        </div>
      ) : mail.lastSentAt ? (
        <p>Der Versand funktioniert. Zuletzt versendet: {when(mail.lastSentAt)}.</p>
      ) : (
        <p>Mailserver eingerichtet, aber noch keine E-Mail versendet. Senden Sie eine Testmail.</p>
      )}
      {mail.failed > 0 && (
        <p className={styles.alert} data-failed={mail.failed}>
          <strong>{mail.failed} E-Mails konnten nicht zugestellt werden.</strong> Der Mailserver hat
          sie auch nach wiederholten Versuchen nicht angenommen, meist wegen falscher Zugangsdaten
          oder eines vollen Postfachs. Prüfen Sie die Einstellungen und senden Sie sie dann erneut.
        </p>
      )}
      {mail.queued > 0 && (
        <p>{mail.queued} E-Mails warten auf den nächsten Versuch; das geschieht automatisch.</p>
      )}
      {mail.stored > 0 && (
        <p>
          <a href="/admin/collections/mail-outbox?where[status][equals]=stored">
            {mail.stored} E-Mails im Postausgang
          </a>{' '}
          (ohne Mailserver nur hier lesbar).
        </p>
      )}
    </div>
  )
}
