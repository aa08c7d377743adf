import { describe, expect, it } from 'vitest'

import { fillPlaceholders, renderHtml, renderSubject, renderText } from './mailTemplate'
import { backLink, renderResultPage } from './resultPage'

const context = {
  answers: [
    { name: 'name', label: 'Name', value: 'Anna <script>alert(1)</script>', type: 'text' as const },
    {
      name: 'nachricht',
      label: 'Nachricht',
      value: 'Zeile 1\nZeile "2" & mehr',
      type: 'textarea' as const,
    },
  ],
  formTitle: 'Kontakt',
  pageUrl: 'https://salon.example/kontakt',
  date: new Date('2026-11-23T10:00:00Z'),
}

describe('mail templates', () => {
  it('fills field and special placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('[name] via [_form_title] on [_url] [unbekannt]', context)).toBe(
      'Anna <script>alert(1)</script> via Kontakt on https://salon.example/kontakt [unbekannt]',
    )
    expect(fillPlaceholders('[_all_fields]', context)).toBe(
      'Name: Anna <script>alert(1)</script>\nNachricht: Zeile 1\nZeile "2" & mehr',
    )
  })
  it("writes [_date] on the salon's clock, in winter and in summer, whatever the server's zone", () => {
    // 10:00 UTC is 11:00 in Berlin in November and 12:00 in July (the server runs in UTC).
    expect(fillPlaceholders('[_date]', context)).toBe('23.11.2026, 11:00')
    expect(
      fillPlaceholders('[_date]', { ...context, date: new Date('2027-07-01T10:00:00Z') }),
    ).toBe('01.07.2027, 12:00')
  })
  it('escapes every value in the HTML part and keeps line breaks', () => {
    const html = renderHtml('Von [name]:\n[nachricht]', context)
    expect(html).not.toContain('<script>')
    expect(html).toContain('Anna &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Zeile 1<br>\nZeile &quot;2&quot; &amp; mehr')
  })
  it('keeps the plain text as typed and the subject on one line', () => {
    expect(renderText('[nachricht]', context)).toBe('Zeile 1\nZeile "2" & mehr')
    expect(renderSubject('Anfrage: [nachricht]', context)).toBe('Anfrage: Zeile 1 Zeile "2" & mehr')
  })
})

describe('the result page for forms sent without script', () => {
  it('escapes the message and field labels and links back only within the site', () => {
    const html = renderResultPage(
      {
        status: 'validation_failed',
        message: 'Bitte <b>prüfen</b>',
        invalid_fields: [{ message: 'Pflicht', error_id: 'e1' }],
      },
      'https://evil.example/kontakt?x=1',
      new Map([['e1', 'Name <i>']]),
    )
    expect(html).toContain('Bitte &lt;b&gt;prüfen&lt;/b&gt;')
    expect(html).toContain('<strong>Name &lt;i&gt;:</strong> Pflicht')
    expect(html).toContain('href="/kontakt?x=1"')
    expect(html).toContain('Nachricht nicht gesendet')
    expect(html).toContain('lang="de"')
  })

  it('never links back to another host', () => {
    expect(backLink('https://salon.example//evil.example/x?y=1')).toBe('/evil.example/x?y=1')
    expect(backLink('https://salon.example/\\evil.example/')).toBe('/evil.example/')
    expect(backLink('//evil.example/')).toBe('/')
    expect(backLink('javascript:alert(1)')).toBe('/')
    expect(backLink(null)).toBe('/')
  })
})
