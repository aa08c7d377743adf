import { describe, expect, it } from 'vitest'

import { contactFormData } from './cf7Form'

/** As Contact Form 7 (5.x) writes its default German form and mail. */
const FORM = `<label> Ihr Name (Pflichtfeld)
    [text* your-name autocomplete:name placeholder "Vor- und Nachname"] </label>

<label> Ihre E-Mail-Adresse (Pflichtfeld)
    [email* your-email autocomplete:email] </label>

<label> Betreff
    [text your-subject maxlength:80] </label>

<label> Wunschleistung
    [select leistung "Schnitt" "Farbe" "Beratung"] </label>

<label> Rückruf
    [checkbox rueckruf exclusive use_label_element free_text "Vormittags" "Nachmittags" "Andere Zeit"] </label>

<label> Ihre Nachricht (optional)
    [textarea your-message minlength:10] </label>

[acceptance datenschutz] Ich stimme der <a href="/datenschutz">Datenschutzerklärung</a> zu. [/acceptance]

[quiz spamschutz "Wie viel ist 2 plus 3?|5" "Welche Farbe hat der Himmel?|blau"]

[recaptcha]

[submit "Absenden"]`

const MAIL =
  'a:8:{s:6:"active";b:1;s:7:"subject";s:30:"[_site_title] "[your-subject]"";s:6:"sender";s:43:"[_site_title] <wordpress@alt-salon.example>";s:9:"recipient";s:19:"[_site_admin_email]";s:4:"body";s:64:"Von: [your-name] <[your-email]>\nIP: [_remote_ip]\n\n[your-message]";s:18:"additional_headers";s:22:"Reply-To: [your-email]";s:11:"attachments";s:0:"";s:8:"use_html";b:0;}'

const MESSAGES =
  'a:3:{s:12:"mail_sent_ok";s:13:"Danke schön!";s:16:"invalid_required";s:17:"Bitte ausfüllen!";s:4:"spam";s:4:"Nein";}'

describe('a Contact Form 7 form', () => {
  it('becomes our fields, mail and messages', () => {
    const { data, notes } = contactFormData(
      'Kontakt',
      { _form: FORM, _mail: MAIL, _messages: MESSAGES },
      { siteTitle: 'Salon Alt', salonEmail: 'hallo@salon.example' },
    )
    expect(data?.submitLabel).toBe('Absenden')
    const fields = data?.fields as Array<Record<string, unknown>>
    expect(fields.map((field) => [field.type, field.name, field.label, field.required])).toEqual([
      ['text', 'your-name', 'Ihr Name', true],
      ['email', 'your-email', 'Ihre E-Mail-Adresse', true],
      ['text', 'your-subject', 'Betreff', false],
      ['select', 'leistung', 'Wunschleistung', false],
      ['checkbox', 'rueckruf', 'Rückruf', false],
      ['textarea', 'your-message', 'Ihre Nachricht', false],
      [
        'acceptance',
        'datenschutz',
        'Ich stimme der [Datenschutzerklärung](/datenschutz) zu.',
        true,
      ],
      ['quiz', 'spamschutz', 'spamschutz', false],
    ])
    expect(fields[0]).toMatchObject({ placeholder: 'Vor- und Nachname' })
    expect(fields[2]).toMatchObject({ maxLength: 80 })
    expect(fields[4]).toMatchObject({
      exclusive: true,
      options: [
        { label: 'Vormittags', value: 'Vormittags' },
        { label: 'Nachmittags', value: 'Nachmittags' },
        { label: 'Andere Zeit', value: 'Andere Zeit', freeText: true },
      ],
    })
    expect(fields[7]?.quiz).toEqual([
      { question: 'Wie viel ist 2 plus 3?', answer: '5' },
      { question: 'Welche Farbe hat der Himmel?', answer: 'blau' },
    ])
    expect(data?.mail).toEqual({
      recipients: 'hallo@salon.example',
      replyToField: 'your-email',
      subject: 'Salon Alt "[your-subject]"',
      body: 'Von: [your-name] <[your-email]>\nIP: \n\n[your-message]',
    })
    expect(data?.messages).toEqual({ required: 'Bitte ausfüllen!' })
    expect(notes).toEqual([
      'Formularfeld [recaptcha] nicht übernommen',
      'Empfänger: hallo@salon.example (aus den Website-Einstellungen)',
    ])
  })

  it('is not imported without fields or anyone to mail', () => {
    expect(
      contactFormData(
        'Leer',
        { _form: '<p>nichts</p>' },
        { siteTitle: '', salonEmail: 'a@b.example' },
      ).data,
    ).toBeNull()
    expect(
      contactFormData(
        'Ohne',
        { _form: '[text name]', _mail: 'a:1:{s:9:"recipient";s:0:"";}' },
        { siteTitle: '', salonEmail: null },
      ).data,
    ).toBeNull()
  })
})
