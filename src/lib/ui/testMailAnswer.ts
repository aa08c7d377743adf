/** What POST /api/mail-outbox/test-mail answered, as the owner reads it (dashboard and settings). */
export type TestMailAnswer = { ok: boolean; text: string; serverWords: string }

type Body = { to?: string; response?: string; message?: string; explanation?: string }

/**
 * German first (accepted, or what to check), the mail server's own words apart: they are
 * English and technical, useful to her provider's support, not as the message itself.
 */
export async function readTestMailAnswer(response: Response | null): Promise<TestMailAnswer> {
  const body = ((await response?.json().catch(() => ({}))) ?? {}) as Body
  if (response?.ok)
    return {
      ok: true,
      text: `Testmail an ${body.to} versendet: ${body.explanation ?? 'Der Mailserver hat sie angenommen.'} Sehen Sie in Ihrem Postfach nach.`,
      serverWords: body.response ?? '',
    }
  return {
    ok: false,
    text: `Nicht versendet. ${body.explanation ?? body.message ?? 'Keine Verbindung zur Website.'}`,
    serverWords: body.explanation ? (body.message ?? '') : '',
  }
}
