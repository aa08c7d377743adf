import { escapeHtml } from './mailTemplate'

type Result = {
  status: string
  message: string
  invalid_fields: Array<{ message: string; error_id: string }>
}

/**
 * The way back is a path on this site, whatever the Referer says: its host is dropped, and leading
 * slashes are folded into one, since `//evil.example/` in an href is another host.
 */
export function backLink(referer: string | null): string {
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '/'
    return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`
  } catch {
    return '/'
  }
}

/**
 * The answer to a form sent without JavaScript: a small German page with the outcome, what was
 * wrong, and the way back. Self-contained (no site layout), so it also works when the site's
 * pages are cached elsewhere.
 */
export function renderResultPage(
  result: Result,
  referer: string | null,
  labels: Map<string, string> = new Map(),
): string {
  const ok = result.status === 'mail_sent'
  // „angekommen“: the message is stored, whether or not the mail to the salon has left yet.
  const title = ok
    ? 'Nachricht angekommen'
    : result.status === 'mail_failed'
      ? 'Nachricht gespeichert'
      : 'Nachricht nicht gesendet'
  const back = escapeHtml(backLink(referer))
  const problems = result.invalid_fields.length
    ? `<ul>${result.invalid_fields
        .map((field) => {
          const label = labels.get(field.error_id)
          return `<li>${label ? `<strong>${escapeHtml(label)}:</strong> ` : ''}${escapeHtml(field.message)}</li>`
        })
        .join('')}</ul>`
    : ''
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}
.box{border-left:4px solid ${ok ? '#1e7a46' : '#b42318'};padding:.5rem 1rem;background:#f6f7f8}
a{color:#7a3b2e}</style></head>
<body><main><h1>${title}</h1><div class="box" role="${ok ? 'status' : 'alert'}"><p>${escapeHtml(result.message)}</p>${problems}</div>
<p><a href="${back}">${ok ? 'Zurück zur Seite' : 'Zurück zum Formular'}</a></p></main></body></html>`
}
