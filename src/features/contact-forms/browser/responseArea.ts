import type { FeedbackResponse } from './formStates'

const inputsOf = (control: Element): HTMLInputElement[] =>
  [...control.querySelectorAll('input, select, textarea')] as HTMLInputElement[]

type InvalidFields = NonNullable<FeedbackResponse['invalid_fields']>

/**
 * What the visitor reads after sending: the alert above the button (dismissable), a tip at each
 * invalid field with `aria-invalid`, and the same list in the screen-reader status area.
 */
export function createResponseArea(root: HTMLElement, form: HTMLFormElement) {
  const output = root.querySelector<HTMLElement>('[data-response-output]')
  const srStatus = root.querySelector<HTMLElement>('[data-sr-response] [role="status"]')
  const srList = root.querySelector<HTMLElement>('[data-sr-response] ul')

  const clearTips = () => {
    for (const tip of form.querySelectorAll('[data-tip]')) tip.remove()
    for (const control of form.querySelectorAll('[aria-invalid="true"]')) {
      control.removeAttribute('aria-invalid')
      const kept = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id && !id.endsWith('-error'))
      if (kept.length) control.setAttribute('aria-describedby', kept.join(' '))
      else control.removeAttribute('aria-describedby')
    }
    srList?.replaceChildren()
  }

  const clear = () => {
    clearTips()
    if (srStatus) srStatus.textContent = ''
    if (output) {
      output.hidden = true
      output.removeAttribute('data-alert')
      output.replaceChildren()
    }
  }

  const showAlert = (kind: 'error' | 'success' | 'info', message: string) => {
    if (srStatus) srStatus.textContent = message
    if (!output) return
    const text = document.createElement('p')
    text.textContent = message
    const dismiss = document.createElement('button')
    dismiss.type = 'button'
    dismiss.dataset.dismiss = ''
    dismiss.setAttribute('aria-label', 'Meldung schließen')
    dismiss.textContent = '×'
    dismiss.addEventListener('click', () => {
      output.hidden = true
      form.querySelector<HTMLButtonElement>('[data-submit]')?.focus()
    })
    output.replaceChildren(text, dismiss)
    output.dataset.alert = kind
    output.hidden = false
  }

  const markInvalid = (wrap: Element, tipId: string) => {
    for (const control of inputsOf(wrap)) {
      if (control.type === 'hidden' || control.dataset.freeTextFor) continue
      control.setAttribute('aria-invalid', 'true')
      const described = control.getAttribute('aria-describedby')
      control.setAttribute('aria-describedby', described ? `${described} ${tipId}` : tipId)
    }
  }

  const listForScreenReaders = (wrap: Element, invalid: InvalidFields[number]) => {
    if (!srList) return
    const item = document.createElement('li')
    item.id = `${invalid.error_id}-sr`
    const label = wrap.closest('[data-field]')?.getAttribute('data-label')
    const text = label ? `${label}: ${invalid.message}` : invalid.message
    if (invalid.idref) {
      const link = document.createElement('a')
      link.href = `#${invalid.idref}`
      link.textContent = text
      item.append(link)
    } else item.textContent = text
    srList.append(item)
  }

  const showTips = (fields: InvalidFields) => {
    for (const invalid of fields) {
      const wrap = form.querySelector(invalid.into)
      if (!wrap) continue
      const tip = document.createElement('span')
      tip.dataset.tip = ''
      tip.id = invalid.error_id
      tip.textContent = invalid.message
      wrap.append(tip)
      markInvalid(wrap, tip.id)
      listForScreenReaders(wrap, invalid)
    }
  }

  return { clear, clearTips, showAlert, showTips }
}
