import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'

import {
  ERROR_STATES,
  type FeedbackResponse,
  type FormState,
  OUTCOME_EVENTS,
  REFUSALS,
  stateFor,
} from './formStates'
import { attachLiveRules, normaliseUrls } from './liveRules'
import { createResponseArea } from './responseArea'
import { HIDDEN, quizHashName, STARTED_NAME } from '../wireNames'

export { type FormState, stateFor } from './formStates'

/**
 * The behaviour of one server-rendered contact form (spec §4 and §5, docs/spec.md). The markup
 * works on its own (a plain POST); this adds sending in place, the status machine, events, tips
 * and the live rules. It works on the DOM the server rendered rather than re-rendering it in
 * React, so the form needs no hydration and this module loads only when the form comes into view.
 */

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

type Context = {
  root: HTMLElement
  form: HTMLFormElement
  state: () => FormState
  setState: (next: FormState) => void
  response: ReturnType<typeof createResponseArea>
  emit: (name: string, formData: FormData, apiResponse?: unknown) => void
  applyQuiz: (quiz: FeedbackResponse['quiz'], options?: Parameters<typeof applyQuiz>[2]) => void
}

const hiddenInput = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${CSS.escape(name)}"]`)

/** The `event.detail` of every `contactform:*` event (README, "Events"). */
function detailOf(ctx: Context, formData: FormData, apiResponse?: unknown): SubmissionDetail {
  const value = (name: string) => hiddenInput(ctx.form, name)?.value ?? ''
  return {
    contactFormId: Number(value(HIDDEN.formId)),
    pluginVersion: value(HIDDEN.version),
    contactFormLocale: value(HIDDEN.locale),
    unitTag: value(HIDDEN.unitTag),
    containerPostId: Number(value(HIDDEN.containerPost)),
    status: ctx.state(),
    inputs: [...formData]
      .filter(([name]) => !name.startsWith('_'))
      .map(([name, value]) => ({ name, value })),
    formData,
    apiResponse,
  }
}

/**
 * A new question makes the old answer meaningless: the visitor answers the new one. With
 * `keepAnswered` a question already answered (typed before the island attached) stays as it is.
 */
function applyQuiz(
  form: HTMLFormElement,
  quiz: FeedbackResponse['quiz'],
  { keepAnswered = false, renew = [] }: { keepAnswered?: boolean; renew?: string[] } = {},
) {
  for (const [name, [question, hash]] of Object.entries(quiz ?? {})) {
    const answer = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)
    // A question she is answering or has answered stays, with its own identity, so the answer
    // she gives is to the question she saw; only a wrong answer gets a new question.
    const inUse =
      Boolean(answer?.value.trim()) || (answer !== null && answer === document.activeElement)
    if (keepAnswered && inUse && !renew.includes(name)) continue
    const label = form.querySelector(`[data-quiz-question="${CSS.escape(name)}"]`)
    if (label && label.textContent !== question) {
      label.textContent = question
      if (answer) answer.value = ''
    }
    const hidden = hiddenInput(form, quizHashName(name))
    if (hidden) hidden.value = hash
  }
}

/** The field a refusal points at: `[data-field-wrap="quiz-1"]` → `quiz-1`. */
const quizFieldOf = (into: string) => /data-field-wrap="([^"]+)"/.exec(into)?.[1] ?? ''

/** Shows the server's answer: state, quiz, tips, alert and events. */
function showOutcome(ctx: Context, formData: FormData, response: FeedbackResponse) {
  const next = stateFor(response.status)
  ctx.setState(next)
  ctx.applyQuiz(response.quiz, {
    keepAnswered: true,
    renew: (response.invalid_fields ?? []).map((field) => quizFieldOf(field.into)),
  })
  if (next === 'invalid') ctx.response.showTips(response.invalid_fields ?? [])
  // Only a sent message is a success; an unknown status (custom-…) is a neutral notice.
  ctx.response.showAlert(
    next === 'sent' ? 'success' : ERROR_STATES.has(next) ? 'error' : 'info',
    response.message,
  )
  const outcome = OUTCOME_EVENTS[next]
  if (outcome) ctx.emit(outcome, formData, response)
  ctx.emit('submit', formData, response)
  if (next === 'sent') ctx.form.reset()
}

/** Sends the form in place and shows what came back, or a German error when nothing did. */
function submitInPlace(ctx: Context, submitter: HTMLElement | null) {
  if (ctx.state() === 'submitting') return
  normaliseUrls(ctx.form)
  const formData = new FormData(ctx.form, submitter)
  ctx.response.clear()
  ctx.setState('submitting')
  ctx.emit('beforesubmit', formData)
  const path = ctx.form.getAttribute('action')!
  apiFetch<FeedbackResponse>({ path, method: 'POST', body: formData })
    .catch((error: unknown) => {
      // Outcomes answered with an error status (the rate limit) still carry a status.
      const data = error instanceof ApiError ? (error.data as FeedbackResponse | null) : null
      if (data && typeof data.status === 'string' && typeof data.message === 'string') return data
      throw error
    })
    .then((response) => showOutcome(ctx, formData, response))
    .catch((error: unknown) => {
      console.error('Contact form submission failed:', error)
      ctx.setState('failed')
      const refusal = error instanceof ApiError ? REFUSALS[error.code] : undefined
      ctx.response.showAlert(
        'error',
        `Ihre Nachricht wurde nicht gesendet. ${refusal ?? germanErrorMessage(error)}`,
      )
    })
}

/** When the page was opened: the earliest the visitor can have started filling in the form. */
const pageOpenedAt = () => Math.round(performance.timeOrigin || Date.now() - performance.now())

function attachToFilledForm(ctx: Context, refreshRules: () => void) {
  refreshRules()
  const started = hiddenInput(ctx.form, STARTED_NAME)
  if (started) started.value = String(pageOpenedAt())
  const refillPath = ctx.form.getAttribute('action')!.replace(/\/feedback$/, '/refill')
  apiFetch<{ quiz?: FeedbackResponse['quiz'] }>({ path: refillPath })
    .then((response) => applyQuiz(ctx.form, response.quiz, { keepAnswered: true }))
    .catch((error: unknown) => console.error('Contact form refill failed:', error))
}

/** After a reset: fresh rules, a new start time and a fresh quiz question from the server. */
function afterReset(ctx: Context, previous: FormState, refreshRules: () => void) {
  refreshRules()
  const started = hiddenInput(ctx.form, STARTED_NAME)
  if (started) started.value = String(Date.now())
  const refillPath = ctx.form.getAttribute('action')!.replace(/\/feedback$/, '/refill')
  apiFetch<{ quiz?: FeedbackResponse['quiz'] }>({ path: refillPath })
    .then((response) => {
      ctx.applyQuiz(response.quiz)
      return response
    })
    .catch((error: unknown) => {
      console.error('Contact form refill failed:', error)
      return undefined
    })
    .then((response) => {
      ctx.setState(previous === 'sent' ? 'sent' : 'init')
      ctx.emit('reset', new FormData(ctx.form), response)
    })
}

export function enhanceForm(root: HTMLElement): () => void {
  const form = root.querySelector('form')
  if (!form) return () => {}
  const controller = new AbortController()
  const on = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, listener, { signal: controller.signal })

  let state: FormState = 'init'
  const ctx: Context = {
    root,
    form,
    state: () => state,
    setState: (next) => {
      state = next
      form.dataset.status = next
      form.setAttribute('aria-busy', String(next === 'submitting' || next === 'resetting'))
    },
    response: createResponseArea(root, form),
    emit: (name, formData, apiResponse) =>
      root.dispatchEvent(
        new CustomEvent(`contactform:${name}`, {
          bubbles: true,
          detail: detailOf(ctx, formData, apiResponse),
        }),
      ),
    applyQuiz: (quiz, options) => applyQuiz(form, quiz, options),
  }

  form.noValidate = true
  const refreshRules = attachLiveRules(form, on)
  on(form, 'submit', (event) => {
    event.preventDefault()
    submitInPlace(ctx, (event as SubmitEvent).submitter)
  })
  on(form, 'reset', () => {
    const previous = state
    ctx.setState('resetting')
    ctx.response.clearTips()
    if (previous !== 'sent') ctx.response.clear()
    // The browser resets the fields after this event; read them once it has.
    setTimeout(() => afterReset(ctx, previous, refreshRules), 0)
  })

  // The island attaches to the form as it is: what the visitor typed or chose before it loaded
  // (or the browser restored) stays. The page may be days old (it is cached): the start time is
  // the page's own, and a quiz question is refreshed only while nobody has answered it.
  ctx.setState('init')
  root.dataset.enhanced = ''
  attachToFilledForm(ctx, refreshRules)
  return () => controller.abort()
}
