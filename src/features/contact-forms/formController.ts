import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'

import { acceptanceMet, counterValue, lengthState, normalizeUrl } from './rules'

/**
 * The behaviour of one server-rendered contact form (spec sections 4 and 5). The markup works on
 * its own (a plain POST); this adds sending in place, the status machine, events, tips and the
 * live rules. It works on the DOM the server rendered rather than re-rendering it in React, so
 * the form needs no hydration and this module loads only when the form comes into view.
 */

export type FormState =
  | 'init'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'submitting'
  | 'resetting'
  | `custom-${string}`

const STATES: Record<string, FormState> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
}

/** The form state for a server status; anything unknown becomes `custom-{slug}`. */
export function stateFor(status: string): FormState {
  const known = STATES[status]
  if (known) return known
  const slug = status
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `custom-${slug || 'unknown'}`
}

/** The event raised for each outcome (prefixed with `contactform:`). */
const OUTCOME_EVENTS: Partial<Record<FormState, string>> = {
  invalid: 'invalid',
  unaccepted: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  sent: 'mailsent',
  failed: 'mailfailed',
}
const ERROR_STATES = new Set<FormState>(['invalid', 'unaccepted', 'spam', 'aborted', 'failed'])

type FeedbackResponse = {
  status: string
  message: string
  invalid_fields?: Array<{ into: string; message: string; idref: string | null; error_id: string }>
  posted_data_hash?: string
  quiz?: Record<string, [string, string]>
}

/** German texts for refusals that are not form outcomes. */
const REFUSALS: Record<string, string> = {
  body_too_large: 'Die Anhänge sind zu groß: zusammen höchstens 5 MB.',
  unsupported_media_type: 'Das Formular konnte nicht gelesen werden.',
  invalid_encoding: 'Die Eingaben enthalten ungültige Zeichen.',
}

export type SubmissionDetail = {
  contactFormId: number
  pluginVersion: string
  contactFormLocale: string
  unitTag: string
  containerPostId: number
  status: FormState
  inputs: Array<{ name: string; value: FormDataEntryValue }>
  formData: FormData
  apiResponse?: unknown
}

const inputsOf = (control: Element): HTMLInputElement[] =>
  [...control.querySelectorAll('input, select, textarea')] as HTMLInputElement[]

export function enhanceForm(root: HTMLElement): () => void {
  const form = root.querySelector('form')
  if (!form) return () => {}
  const field = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${CSS.escape(name)}"]`)
  const submitButton = form.querySelector<HTMLButtonElement>('[data-submit]')
  const output = root.querySelector<HTMLElement>('[data-response-output]')
  const srStatus = root.querySelector<HTMLElement>('[data-sr-response] [role="status"]')
  const srList = root.querySelector<HTMLElement>('[data-sr-response] ul')
  const controller = new AbortController()
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, listener, { signal: controller.signal })

  form.noValidate = true
  let state: FormState = 'init'
  const setState = (next: FormState) => {
    state = next
    form.dataset.status = next
    form.setAttribute('aria-busy', String(next === 'submitting' || next === 'resetting'))
  }

  const detail = (formData: FormData, apiResponse?: unknown): SubmissionDetail => ({
    contactFormId: Number(field('_form_id')?.value),
    pluginVersion: field('_form_version')?.value ?? '',
    contactFormLocale: field('_form_locale')?.value ?? '',
    unitTag: field('_form_unit_tag')?.value ?? '',
    containerPostId: Number(field('_form_container_post')?.value),
    status: state,
    inputs: [...formData]
      .filter(([name]) => !name.startsWith('_'))
      .map(([name, value]) => ({ name, value })),
    formData,
    apiResponse,
  })
  const emit = (name: string, payload: SubmissionDetail) =>
    root.dispatchEvent(new CustomEvent(`contactform:${name}`, { bubbles: true, detail: payload }))

  // --- live rules (spec section 5) ---
  const updateAcceptance = () => {
    if (!submitButton) return
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[data-acceptance]')]
    submitButton.disabled = boxes.some(
      (box) =>
        box.dataset.optional === undefined &&
        !acceptanceMet({ acceptanceInverted: box.dataset.inverted !== undefined }, box.checked),
    )
  }
  const updateFreeText = () => {
    for (const text of form.querySelectorAll<HTMLInputElement>('input[data-free-text-for]')) {
      const owner = form.querySelector<HTMLInputElement>(
        `#${CSS.escape(text.dataset.freeTextFor!)}`,
      )
      text.disabled = !owner?.checked
    }
  }
  const updateCounters = () => {
    for (const counter of form.querySelectorAll<HTMLElement>('[data-counter]')) {
      const input = form.querySelector<HTMLInputElement>(`#${CSS.escape(counter.dataset.for!)}`)
      if (!input) continue
      const rule = {
        type: input.tagName === 'TEXTAREA' ? ('textarea' as const) : ('text' as const),
        maxLength: Number(counter.dataset.max) || null,
        minLength: Number(counter.dataset.min) || null,
        counter: counter.dataset.direction === 'down' ? ('down' as const) : ('up' as const),
      }
      const lengthMark = lengthState(input.value, rule)
      counter.querySelector('[data-count]')!.textContent = String(counterValue(input.value, rule))
      counter.toggleAttribute('data-too-long', lengthMark === 'too-long')
      counter.toggleAttribute('data-too-short', lengthMark === 'too-short')
    }
  }
  const normaliseUrls = () => {
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="url"]'))
      input.value = normalizeUrl(input.value)
  }
  const refreshRules = () => {
    updateAcceptance()
    updateFreeText()
    updateCounters()
  }

  on(form, 'change', (event) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'checkbox' && target.checked) {
      const group = target.closest<HTMLElement>('[data-exclusive]')
      if (group)
        for (const other of group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
          if (other !== target) other.checked = false
    }
    if (target.type === 'url') target.value = normalizeUrl(target.value)
    refreshRules()
  })
  on(form, 'input', updateCounters)
  on(form, 'focusout', (event) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'url') target.value = normalizeUrl(target.value)
  })

  // --- messages ---
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
  const clearResponse = () => {
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
      submitButton?.focus()
    })
    output.replaceChildren(text, dismiss)
    output.dataset.alert = kind
    output.hidden = false
  }
  const showTips = (fields: NonNullable<FeedbackResponse['invalid_fields']>) => {
    for (const invalid of fields) {
      const wrap = form.querySelector(invalid.into)
      if (!wrap) continue
      const tip = document.createElement('span')
      tip.dataset.tip = ''
      tip.id = invalid.error_id
      tip.textContent = invalid.message
      wrap.append(tip)
      for (const control of inputsOf(wrap)) {
        if (control.type === 'hidden' || control.dataset.freeTextFor) continue
        control.setAttribute('aria-invalid', 'true')
        const described = control.getAttribute('aria-describedby')
        control.setAttribute('aria-describedby', described ? `${described} ${tip.id}` : tip.id)
      }
      if (srList) {
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
    }
  }
  const applyQuiz = (quiz: FeedbackResponse['quiz']) => {
    for (const [name, [question, hash]] of Object.entries(quiz ?? {})) {
      const label = form.querySelector(`[data-quiz-question="${CSS.escape(name)}"]`)
      // A new question makes the old answer meaningless: the visitor answers the new one.
      if (label && label.textContent !== question) {
        label.textContent = question
        const answer = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)
        if (answer) answer.value = ''
      }
      const hidden = field(`_quiz_answer_${name}`)
      if (hidden) hidden.value = hash
    }
  }

  // --- submit and reset (spec section 4) ---
  const formAction = form.getAttribute('action')!
  const refillPath = formAction.replace(/\/feedback$/, '/refill')
  on(form, 'submit', (event) => {
    event.preventDefault()
    if (state === 'submitting') return
    normaliseUrls()
    const formData = new FormData(form, (event as SubmitEvent).submitter)
    clearResponse()
    setState('submitting')
    emit('beforesubmit', detail(formData))
    apiFetch<FeedbackResponse>({ path: formAction, method: 'POST', body: formData })
      .catch((error: unknown) => {
        // Outcomes answered with an error status (rate limit, aborted) still carry a status.
        const data = error instanceof ApiError ? (error.data as FeedbackResponse | null) : null
        if (data && typeof data.status === 'string' && typeof data.message === 'string') return data
        throw error
      })
      .then((response) => {
        const next = stateFor(response.status)
        setState(next)
        applyQuiz(response.quiz)
        if (next === 'invalid') showTips(response.invalid_fields ?? [])
        // Only a sent message is a success; an unknown status (custom-…) is a neutral notice.
        showAlert(
          next === 'sent' ? 'success' : ERROR_STATES.has(next) ? 'error' : 'info',
          response.message,
        )
        const outcome = OUTCOME_EVENTS[next]
        if (outcome) emit(outcome, detail(formData, response))
        emit('submit', detail(formData, response))
        if (next === 'sent') form.reset()
      })
      .catch((error: unknown) => {
        console.error('Contact form submission failed:', error)
        setState('failed')
        const refusal = error instanceof ApiError ? REFUSALS[error.code] : undefined
        showAlert(
          'error',
          `Ihre Nachricht wurde nicht gesendet. ${refusal ?? germanErrorMessage(error)}`,
        )
      })
  })

  const stampStart = () => {
    const started = field('_form_started')
    if (started) started.value = String(Date.now())
  }
  on(form, 'reset', () => {
    const previous = state
    setState('resetting')
    clearTips()
    if (previous !== 'sent') clearResponse()
    // The browser resets the fields after this event; read them once it has.
    setTimeout(() => {
      refreshRules()
      stampStart()
      apiFetch<{ quiz?: FeedbackResponse['quiz'] }>({ path: refillPath })
        .then((response) => {
          applyQuiz(response.quiz)
          return response
        })
        .catch((error: unknown) => {
          console.error('Contact form refill failed:', error)
          return undefined
        })
        .then((response) => {
          setState(previous === 'sent' ? 'sent' : 'init')
          emit('reset', detail(new FormData(form), response))
        })
    }, 0)
  })

  // Cached-page flag (spec section 9: 1): the page may be days old and the browser may have
  // restored values, so every form starts from a reset with fresh quiz questions.
  setState('init')
  root.dataset.enhanced = ''
  form.reset()

  return () => controller.abort()
}
