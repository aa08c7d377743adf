import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { ACCOUNT_API, ACCOUNT_PATHS, SIGNED_IN_HINT_COOKIE } from './accountPaths'

type Me = { signedIn: boolean; name?: string }

const hasHint = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))

/**
 * The header's login box on its server-rendered markup (LoginBox.tsx): opens and closes, marks
 * itself active while the username field has focus, signs in without leaving the page, and
 * shows the signed-in name (asked for only when the hint cookie is there).
 */
const attach: Island = (root) => {
  const link = root.querySelector<HTMLAnchorElement>('[data-login-link]')!
  const button = root.querySelector<HTMLButtonElement>('[data-login-button]')!
  const label = root.querySelector<HTMLElement>('[data-login-label]')!
  const panel = root.querySelector<HTMLElement>('[data-login-panel]')!
  const form = root.querySelector<HTMLFormElement>('[data-login-form]')!
  const username = root.querySelector<HTMLInputElement>('[data-login-username]')!
  const error = root.querySelector<HTMLElement>('[data-login-error]')!
  const signedIn = root.querySelector<HTMLElement>('[data-login-signed-in]')!
  const name = root.querySelector<HTMLElement>('[data-login-name]')!

  const showSignedIn = (who: string) => {
    form.hidden = true
    signedIn.hidden = false
    name.textContent = who
    label.textContent = `Mein Konto (${who})`
  }
  const close = () => {
    panel.hidden = true
    button.setAttribute('aria-expanded', 'false')
  }
  const open = () => {
    panel.hidden = false
    button.setAttribute('aria-expanded', 'true')
    if (!form.hidden) username.focus()
  }

  const onButton = () => (panel.hidden ? open() : close())
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel.hidden) return
    close()
    button.focus()
  }
  const onOutside = (event: Event) => {
    if (!panel.hidden && !root.contains(event.target as Node)) close()
  }
  const setActive = (active: boolean) => () => (root.dataset.active = String(active))
  const onFocus = setActive(true)
  const onBlur = setActive(false)

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    error.textContent = ''
    const body = new URLSearchParams()
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string') body.append(key, value)
    body.set('return', location.pathname + location.search)
    try {
      const answer = await apiFetch<{ name: string; location: string }>({
        path: ACCOUNT_API.login,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      })
      // Pages that show what belongs to her (the account, the checkout's saved address): anew.
      if (
        location.pathname.startsWith(ACCOUNT_PATHS.home) ||
        document.querySelector('[data-reload-on-login]')
      ) {
        location.assign(answer.location)
        return
      }
      form.reset()
      showSignedIn(answer.name)
      root.querySelector<HTMLAnchorElement>('[data-login-signed-in] a')?.focus()
    } catch (failure) {
      const notice =
        failure instanceof ApiError
          ? (failure.data as { notice?: string } | undefined)?.notice
          : undefined
      error.textContent = notice ?? germanErrorMessage(failure)
      username.focus()
    }
  }

  // The link worked without script; the button keeps the same place and look.
  const hadFocus = document.activeElement === link
  link.hidden = true
  button.hidden = false
  if (hadFocus) button.focus()
  if (hasHint())
    void apiFetch<Me>({ path: ACCOUNT_API.me })
      .then((me) => me.signedIn && me.name && showSignedIn(me.name))
      .catch(() => undefined)

  button.addEventListener('click', onButton)
  username.addEventListener('focus', onFocus)
  username.addEventListener('blur', onBlur)
  form.addEventListener('submit', onSubmit)
  document.addEventListener('keydown', onKey)
  document.addEventListener('pointerdown', onOutside)
  return () => {
    button.removeEventListener('click', onButton)
    username.removeEventListener('focus', onFocus)
    username.removeEventListener('blur', onBlur)
    form.removeEventListener('submit', onSubmit)
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('pointerdown', onOutside)
  }
}

export default attach
