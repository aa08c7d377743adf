import { type Locator, type Page } from '@playwright/test'

import { expect } from './support'

/** The demo form's quiz questions (seed) and their answers. */
export const QUIZ_ANSWERS: Record<string, string> = {
  'Wie viel ist 3 plus 4?': '7',
  'Wie viele Tage hat eine Woche?': 'sieben',
  'Welche Farbe hat frischer Schnee?': 'weiß',
}

/** The form once its behaviour has attached (its attach-time quiz refresh may still be on the way). */
export async function enhancedForm(page: Page, index = 0) {
  const form = page.locator('[data-contact-form]').nth(index)
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute('data-enhanced', '')
  await expect(form.locator('form')).toHaveAttribute('data-status', 'init')
  return form
}

/** A person takes more than the minimum fill time; tests type faster than that. */
export const tookTheirTime = (form: Locator) =>
  form
    .locator('input[name="_form_started"]')
    .evaluate((input: HTMLInputElement) => (input.value = String(Date.now() - 60_000)))

export async function answerQuiz(form: Locator) {
  const question = (await form.locator('[data-quiz-question]').textContent())!.trim()
  expect(Object.keys(QUIZ_ANSWERS)).toContain(question)
  await form.getByRole('textbox', { name: question }).fill(QUIZ_ANSWERS[question]!)
}

export async function fillDemoForm(form: Locator, name = 'Anna Muster') {
  await form.getByLabel('Ihr Name').fill(name)
  await form.getByLabel('E-Mail-Adresse').fill('anna@example.org')
  await form.getByLabel('Telefon (für Rückfragen)').fill('+49 30 1234567')
  await form.getByLabel('Ihre Nachricht').fill('Ich hätte gern einen Termin für einen Schnitt.')
  await form.getByLabel('Ich bin einverstanden').check()
  await answerQuiz(form)
}

/** A visitor sends the demo contact form on /kontakt and sees it was sent. */
export async function sendContactRequest(page: Page, name: string) {
  await page.goto('/kontakt')
  const form = await enhancedForm(page)
  await fillDemoForm(form, name)
  await tookTheirTime(form)
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(form.locator('form')).toHaveAttribute('data-status', 'sent')
}
