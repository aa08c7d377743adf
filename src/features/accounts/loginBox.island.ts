import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'

import { ACCOUNT_API, ACCOUNT_PATHS, SIGNED_IN_HINT_COOKIE } from './accountPaths'

type Me = { signedIn: boolean; name?: string }

const hasHint = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))

type Box = {
  form: HTMLFormElement
  username: HTMLInputElement
  error: HTMLElement
  signedIn: HTMLElement
  name: HTMLElement
}

/** Posts the box's form; pages that show what is hers load anew, others show her name. */
async function signIn(box: Box, showSignedIn: (name: string) => void) {
  const { form, username, error, signedIn } = box
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
    // The account's pages and the checkout (its saved address) show what is hers: anew.
    if (
      location.pathname.startsWith(ACCOUNT_PATHS.home) ||
      document.querySelector('[data-reload-on-login]')
    ) {
      location.assign(answer.location)
      return
    }
    form.reset()
    showSignedIn(answer.name)
    signedIn.querySelector<HTMLAnchorElement>('a')?.focus()
  } catch (failure) {
    const notice =
      failure instanceof ApiError
        ? (failure.data as { notice?: string } | undefined)?.notice
        : undefined
    error.textContent = notice ?? germanErrorMessage(failure)
    username.focus()
  }
}

/**
 * The header's login box on its server-rendered markup (LoginBox.tsx): opens and closes, marks
 * itself active while the username field has focus, signs in without leaving the page, and
 * shows the signed-in name (asked for only when the hint cookie is there).
 */
const attach: Island = (root) => {
  // The spec's „active“ state: while the username field has focus.
  const onFocus = () => (root.dataset.active = 'true')
  const onBlur = () => (root.dataset.active = 'false')
  const link = root.querySelector<HTMLAnchorElement>('[data-login-link]')!
  const button = root.querySelector<HTMLButtonElement>('[data-login-button]')!
  const label = root.querySelector<HTMLElement>('[data-login-label]')!
  const panel = root.querySelector<HTMLElement>('[data-login-panel]')!
  const template = root.querySelector<HTMLTemplateElement>('[data-login-template]')!
  let signedInAs: string | null = null
  let box: Box | null = null

  /** The box's fields, put into the panel the first time it opens. */
  const content = (): Box => {
    if (box) return box
    panel.append(template.content.cloneNode(true))
    box = {
      form: panel.querySelector<HTMLFormElement>('[data-login-form]')!,
      username: panel.querySelector<HTMLInputElement>('[data-login-username]')!,
      error: panel.querySelector<HTMLElement>('[data-login-error]')!,
      signedIn: panel.querySelector<HTMLElement>('[data-login-signed-in]')!,
      name: panel.querySelector<HTMLElement>('[data-login-name]')!,
    }
    box.form.addEventListener('submit', onSubmit)
    box.username.addEventListener('focus', onFocus)
    box.username.addEventListener('blur', onBlur)
    if (signedInAs) showSignedIn(signedInAs)
    return box
  }

  const showSignedIn = (who: string) => {
    signedInAs = who
    label.textContent = `Mein Konto (${who})`
    if (!box) return
    box.form.hidden = true
    box.signedIn.hidden = false
    box.name.textContent = who
  }
  const close = () => {
    panel.hidden = true
    button.setAttribute('aria-expanded', 'false')
  }
  const open = () => {
    const { form, username } = content()
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

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault()
    await signIn(content(), showSignedIn)
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
  document.addEventListener('keydown', onKey)
  document.addEventListener('pointerdown', onOutside)
  return () => {
    button.removeEventListener('click', onButton)
    box?.form.removeEventListener('submit', onSubmit)
    box?.username.removeEventListener('focus', onFocus)
    box?.username.removeEventListener('blur', onBlur)
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('pointerdown', onOutside)
  }
}

export default attach
