import { island } from '@/lib/islands'

import styles from './AdminBar.module.css'

/**
 * A slim bar for signed-in editors on the public site: back to the admin, edit this page, sign
 * out. Pages are cached HTML shared by everyone, so it is rendered hidden; the `admin-bar` island
 * loads only in a browser that has opened the admin, asks who is signed in and shows it.
 */
export function AdminBar() {
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label="Redaktionsleiste"
      hidden
      {...island('admin-bar', 'editor')}
    >
      <span className={styles.who} data-admin-who />
      <a href="/admin">Verwaltung</a>
      <a href="/admin" data-admin-edit hidden>
        Seite bearbeiten
      </a>
      <button type="button" data-admin-logout>
        Abmelden
      </button>
    </div>
  )
}
