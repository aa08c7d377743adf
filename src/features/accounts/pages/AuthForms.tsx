import { island } from '@/lib/islands'

import { ACCOUNT_API, ACCOUNT_PATHS } from '../accountPaths'
import styles from '../Account.module.css'
import { PrivacyConsent } from '@/lib/ui/PrivacyConsent'

const MIN = 10

/** The password field of a new password, with the strength meter the island fills. */
export function NewPassword({
  label = 'Passwort',
  name = 'password',
}: {
  label?: string
  name?: string
}) {
  // The rules and the meter describe the field; outside the label, so its name stays short.
  return (
    <div className={styles.field}>
      <label htmlFor={`new-${name}`}>{label}</label>
      <input
        id={`new-${name}`}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        minLength={MIN}
        maxLength={200}
        aria-describedby={`${name}-rules ${name}-meter`}
        data-strength-input
      />
      <span id={`${name}-rules`} className={styles.hint}>
        Mindestens {MIN} Zeichen; keine verbreiteten Passwörter. Gut merkbar und sicher sind mehrere
        ungewöhnliche Wörter.
      </span>
      <span id={`${name}-meter`} className={styles.meter} aria-live="polite" data-strength-meter />
    </div>
  )
}

/** „Anmelden“ on /mein-konto (the header's login box posts to the same endpoint). */
export function LoginForm({ returnTo = ACCOUNT_PATHS.home }: { returnTo?: string }) {
  return (
    <form
      method="post"
      action={ACCOUNT_API.login}
      className={styles.form}
      aria-labelledby="login-heading"
    >
      <h2 id="login-heading">Anmelden</h2>
      <input type="hidden" name="return" value={returnTo} />
      <label>
        Benutzername oder E-Mail-Adresse
        <input type="text" name="username" autoComplete="username" required maxLength={254} />
      </label>
      <label>
        Passwort
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="remember" value="1" />
        Angemeldet bleiben (30 Tage auf diesem Gerät)
      </label>
      <p>
        <button className="button" type="submit">
          Anmelden
        </button>
      </p>
      <p>
        <a href={ACCOUNT_PATHS.forgot}>Passwort vergessen?</a> ·{' '}
        <a href={ACCOUNT_PATHS.register}>Konto erstellen</a>
      </p>
    </form>
  )
}

/** „Konto erstellen“: double opt-in, privacy notice, honeypot. */
export function RegisterForm({ privacyPath }: { privacyPath: string }) {
  return (
    <form
      method="post"
      action={ACCOUNT_API.register}
      className={styles.form}
      {...island('password-strength', 'interaction')}
    >
      <label>
        E-Mail-Adresse
        <input type="email" name="email" autoComplete="email" required maxLength={254} />
      </label>
      <label>
        Name (optional)
        <input type="text" name="name" autoComplete="name" maxLength={120} />
      </label>
      <div className={styles.field}>
        <label htmlFor="register-username">Benutzername (optional)</label>
        <input
          id="register-username"
          type="text"
          name="username"
          autoComplete="username"
          pattern="[A-Za-z0-9][A-Za-z0-9._\-]{2,29}"
          maxLength={30}
          aria-describedby="username-hint"
        />
        <span id="username-hint" className={styles.hint}>
          3 bis 30 Zeichen; anmelden können Sie sich immer auch mit der E-Mail-Adresse.
        </span>
      </div>
      <NewPassword />
      <PrivacyConsent
        privacyPath={privacyPath}
        className={styles.check}
        document="Datenschutzerklärung"
      >
        Wir speichern Ihre Angaben für Ihr Kundenkonto, bis Sie es löschen.
      </PrivacyConsent>
      <p>
        <button className="button" type="submit">
          Konto erstellen
        </button>
      </p>
      <p className={styles.hint}>
        Sie erhalten eine E-Mail mit einem Bestätigungslink; erst danach können Sie sich anmelden.
        Unbestätigte Konten löschen wir nach 7 Tagen.
      </p>
    </form>
  )
}

export function ForgotForm() {
  return (
    <form method="post" action={ACCOUNT_API.forgot} className={styles.form}>
      <label>
        Benutzername oder E-Mail-Adresse
        <input type="text" name="username" autoComplete="username" required maxLength={254} />
      </label>
      <p>
        <button className="button" type="submit">
          Link zum Zurücksetzen senden
        </button>
      </p>
    </form>
  )
}

export function ResetForm({ token }: { token: string }) {
  return (
    <form
      method="post"
      action={ACCOUNT_API.reset}
      className={styles.form}
      {...island('password-strength', 'interaction')}
    >
      <input type="hidden" name="token" value={token} />
      <NewPassword label="Neues Passwort" />
      <p>
        <button className="button" type="submit">
          Passwort speichern
        </button>
      </p>
    </form>
  )
}

/** The link's page: a button, because mail scanners open links (only the POST confirms). */
export function ConfirmForm({ token }: { token: string }) {
  return (
    <form method="post" action={ACCOUNT_API.confirm} className={styles.form}>
      <input type="hidden" name="token" value={token} />
      <p>Bitte bestätigen Sie mit einem Klick, dass diese E-Mail-Adresse Ihnen gehört.</p>
      <p>
        <button className="button" type="submit">
          E-Mail-Adresse bestätigen
        </button>
      </p>
    </form>
  )
}
