import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import { clearErrors, type Refusal, showErrors } from '@/lib/ui/formErrors'

/**
 * Sends the booking's final form (book, or move) in place: on success the page the server names,
 * on a refusal its German notice and field messages in the form, everything typed kept. A
 * submission held for the owner's review (202) ends the form with the server's honest notice.
 */
export async function sendBooking(form: HTMLFormElement, alert: HTMLElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  clearErrors(form, alert)
  if (button) button.disabled = true
  try {
    const answer = await apiFetch<{ location?: string; notice?: string }>({
      path: form.action,
      method: 'POST',
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    })
    if (answer?.location) return location.assign(answer.location)
    // Kept for the owner's review (202): received, nothing booked yet; the form is done.
    const status = document.createElement('p')
    status.className = alert.className
    status.setAttribute('role', 'status')
    status.tabIndex = -1
    status.textContent = answer?.notice ?? ''
    form.replaceChildren(status)
    status.focus()
  } catch (error) {
    const refusal = error instanceof ApiError ? (error.data as Refusal | null) : null
    showErrors(form, alert, refusal?.notice ? refusal : { notice: germanErrorMessage(error) })
    if (button) button.disabled = false
  }
}
