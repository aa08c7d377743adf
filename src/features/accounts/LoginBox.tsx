import { island } from '@/lib/islands'
import { HeaderToggle, ToolIcon } from '@/lib/ui/HeaderToggle'

import { ACCOUNT_API, ACCOUNT_PATHS } from './accountPaths'
import styles from './LoginBox.module.css'

const PersonIcon = () => (
  <ToolIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </ToolIcon>
)

/**
 * The header's login box (spec §2 „Login box with a username field“, §4 its „active“ state).
 * Cached with every page, so it holds nothing of a visitor: without script the toggle is a link
 * to /mein-konto. The `login-box` island (idle) makes the toggle open the box (its markup
 * waits in a `<template>`) (a dropdown on wide screens, a panel across the header on a phone), sets
 * `data-active` while the username field has focus, and, only when the hint cookie says a
 * session may exist, asks /api/account/me for the name to show „Mein Konto“ and „Abmelden“.
 */
export function LoginBox() {
  return (
    <div className={styles.box} {...island('login-box', 'idle')} data-active="false">
      <HeaderToggle
        name="login"
        href={ACCOUNT_PATHS.home}
        panelId="login-panel"
        className={styles.toggle}
        link={
          <>
            <PersonIcon />
            <span className="visually-hidden">Mein Konto</span>
          </>
        }
        button={
          <>
            <PersonIcon />
            <span className="visually-hidden" data-login-label>
              Kundenkonto: anmelden
            </span>
          </>
        }
      />
      <div id="login-panel" className={styles.panel} hidden data-login-panel />
      {/* The box's content is put into the panel when it first opens: until then no field of
          it is in the page (its labels would be found by a page's own „E-Mail“ or „Ort“). */}
      <template data-login-template>
        <form
          method="post"
          action={ACCOUNT_API.login}
          className={styles.form}
          data-login-form
          aria-label="Anmelden"
        >
          <label>
            Benutzername oder E-Mail
            <input
              type="text"
              name="username"
              id="login-username"
              autoComplete="username"
              required
              maxLength={254}
              data-login-username
            />
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
            Angemeldet bleiben
          </label>
          <p className={styles.error} role="alert" data-login-error />
          <button type="submit" className="button">
            Anmelden
          </button>
          <p className={styles.links}>
            <a href={ACCOUNT_PATHS.forgot}>Passwort vergessen?</a>
            <a href={ACCOUNT_PATHS.register}>Konto erstellen</a>
          </p>
        </form>
        <div className={styles.signedIn} data-login-signed-in hidden>
          <p>
            Angemeldet als <strong data-login-name />
          </p>
          <p className={styles.links}>
            <a href={ACCOUNT_PATHS.home} className="button">
              Mein Konto
            </a>
          </p>
          <form method="post" action={ACCOUNT_API.logout}>
            <button type="submit" className={styles.linkButton}>
              Abmelden
            </button>
          </form>
        </div>
      </template>
    </div>
  )
}
