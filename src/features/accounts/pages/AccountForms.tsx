import { island } from '@/lib/islands'
import type { Customer } from '@/payload-types'

import { ACCOUNT_API } from '../accountPaths'
import styles from '../Account.module.css'
import { NewPassword } from './AuthForms'

type Address = NonNullable<Customer['billing']>

const COUNTRIES = [
  ['DE', 'Deutschland'],
  ['AT', 'Österreich'],
  ['CH', 'Schweiz'],
] as const

function AddressFields({
  prefix,
  legend,
  value,
}: {
  prefix: string
  legend: string
  value?: Address | null
}) {
  const field = (
    name: string,
    label: string,
    current: string | null | undefined,
    autoComplete: string,
  ) => (
    <label>
      {label}
      {/* „billing given-name“ etc. are valid tokens; the rule cannot read a template string. */}
      {/* eslint-disable-next-line jsx-a11y/autocomplete-valid */}
      <input
        type="text"
        name={`${prefix}_${name}`}
        defaultValue={current ?? ''}
        autoComplete={`${prefix === 'shipping' ? 'shipping' : 'billing'} ${autoComplete}`}
        maxLength={name === 'postcode' ? 12 : 120}
      />
    </label>
  )
  return (
    <fieldset>
      <legend>{legend}</legend>
      {field('first_name', 'Vorname', value?.firstName, 'given-name')}
      {field('last_name', 'Nachname', value?.lastName, 'family-name')}
      {field('company', 'Firma (optional)', value?.company, 'organization')}
      {field('street', 'Straße und Hausnummer', value?.street, 'street-address')}
      {field('postcode', 'PLZ', value?.postcode, 'postal-code')}
      {field('city', 'Ort', value?.city, 'address-level2')}
      <label>
        Land
        <select name={`${prefix}_country`} defaultValue={value?.country ?? 'DE'}>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  )
}

/** The addresses the checkout fills in for her. */
export function AddressesForm({ customer }: { customer: Customer }) {
  return (
    <form method="post" action={ACCOUNT_API.address} className={styles.form}>
      <p className={styles.hint}>
        Die Kasse füllt diese Adressen für Sie aus; Sie können sie dort noch ändern.
      </p>
      <AddressFields prefix="billing" legend="Rechnungsadresse" value={customer.billing} />
      <AddressFields
        prefix="shipping"
        legend="Lieferadresse (falls abweichend)"
        value={customer.shipping}
      />
      <p>
        <button className="button" type="submit">
          Adressen speichern
        </button>
      </p>
    </form>
  )
}

/** „Kontodaten“: name, username, phone. */
function ProfileForm({ customer }: { customer: Customer }) {
  return (
    <form
      method="post"
      action={ACCOUNT_API.profile}
      className={styles.form}
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading">Kontodaten</h2>
      <p>E-Mail-Adresse: {customer.email}</p>
      <label>
        Name
        <input
          type="text"
          name="name"
          defaultValue={customer.name ?? ''}
          autoComplete="name"
          maxLength={120}
        />
      </label>
      <label>
        Benutzername (optional)
        <input
          type="text"
          name="username"
          defaultValue={customer.username ?? ''}
          autoComplete="username"
          maxLength={30}
        />
      </label>
      <label>
        Telefon (optional)
        <input
          type="tel"
          name="phone"
          defaultValue={customer.phone ?? ''}
          autoComplete="tel"
          maxLength={40}
        />
      </label>
      <p>
        <button className="button" type="submit">
          Kontodaten speichern
        </button>
      </p>
    </form>
  )
}

function PasswordForm() {
  return (
    <form
      method="post"
      action={ACCOUNT_API.password}
      className={styles.form}
      aria-labelledby="password-heading"
      {...island('password-strength', 'interaction')}
    >
      <h2 id="password-heading">Passwort ändern</h2>
      <label>
        Aktuelles Passwort
        <input
          type="password"
          name="current"
          autoComplete="current-password"
          required
          maxLength={200}
        />
      </label>
      <NewPassword label="Neues Passwort" />
      <p className={styles.hint}>Alle anderen Geräte werden dabei abgemeldet.</p>
      <p>
        <button className="button" type="submit">
          Passwort ändern
        </button>
      </p>
    </form>
  )
}

/** The data rights: „Meine Daten herunterladen“ and „Konto löschen“. */
function DataRights() {
  return (
    <>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">Meine Daten herunterladen</h2>
        <p>
          Alles, was wir zu Ihnen gespeichert haben: Konto, Adressen, Bestellungen und Zahlungen,
          Termine, Karten, Formular-Nachrichten mit Ihrer E-Mail-Adresse, unsere E-Mails an Sie und
          Ihre Cookie-Einwilligungen: als lesbares Dokument und maschinenlesbar (JSON, CSV).
        </p>
        <p>
          <a
            className="button button-secondary"
            href={`${ACCOUNT_API.export}?format=html`}
            target="_blank"
            rel="noopener"
          >
            Als Dokument öffnen
          </a>{' '}
          <a
            className="button button-secondary"
            href={`${ACCOUNT_API.export}?format=json`}
            download
          >
            Als JSON herunterladen
          </a>{' '}
          <a className="button button-secondary" href={`${ACCOUNT_API.export}?format=csv`} download>
            Als CSV (Tabelle) herunterladen
          </a>
        </p>
      </section>

      <form
        method="post"
        action={ACCOUNT_API.delete}
        className={`${styles.form} ${styles.danger}`}
        aria-labelledby="delete-heading"
      >
        <h2 id="delete-heading">Konto löschen</h2>
        <p>
          Ihr Konto, Ihre Adressen, Formular-Nachrichten und Einwilligungen werden gelöscht, ebenso
          die Angaben zu vergangenen Terminen. Bestellungen müssen wir aus steuerlichen Gründen
          aufbewahren: Sie bleiben ohne Namen, Adressen und E-Mail-Adresse erhalten. Bevorstehende
          Termine bleiben gebucht; absagen können Sie sie über den Link in der Bestätigung.
        </p>
        <label>
          Zur Bestätigung: Ihr Passwort
          <input
            type="password"
            name="current"
            autoComplete="current-password"
            required
            maxLength={200}
          />
        </label>
        <p>
          <button className="button" type="submit">
            Konto endgültig löschen
          </button>
        </p>
      </form>
    </>
  )
}

/** Account details, password, and the data rights (export, deletion). */
export function DetailsForms({ customer }: { customer: Customer }) {
  return (
    <>
      <ProfileForm customer={customer} />
      <PasswordForm />
      <DataRights />
    </>
  )
}
