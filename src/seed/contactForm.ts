import type { RequiredDataFromCollectionSlug } from 'payload'

export const DEMO_FORM_TITLE = 'Kontaktformular'

/** The demo form on /kontakt (docs/contracts.md): every kind of field a salon's enquiry needs. */
export const demoContactForm: RequiredDataFromCollectionSlug<'contact-forms'> = {
  title: DEMO_FORM_TITLE,
  submitLabel: 'Nachricht senden',
  retentionDays: 180,
  spam: { minFillSeconds: 3 },
  fields: [
    { type: 'text', name: 'name', label: 'Ihr Name', required: true, maxLength: 100 },
    {
      type: 'email',
      name: 'email',
      label: 'E-Mail-Adresse',
      required: true,
      placeholder: 'name@beispiel.de',
    },
    { type: 'tel', name: 'telefon', label: 'Telefon (für Rückfragen)' },
    {
      type: 'url',
      name: 'inspiration',
      label: 'Link zu Ihrer Wunschfrisur (optional)',
      placeholder: 'z. B. pinterest.de/…',
    },
    {
      type: 'checkbox',
      name: 'antwortweg',
      label: 'Wie dürfen wir antworten?',
      exclusive: true,
      options: [
        { label: 'Per E-Mail', value: 'E-Mail' },
        { label: 'Per Telefon', value: 'Telefon' },
        { label: 'Anders', value: 'Anders', freeText: true },
      ],
    },
    {
      type: 'textarea',
      name: 'nachricht',
      label: 'Ihre Nachricht',
      required: true,
      minLength: 10,
      maxLength: 1000,
      counter: 'down',
      placeholder: 'Wunschtermin, Leistung, Fragen …',
    },
    {
      type: 'acceptance',
      name: 'datenschutz',
      label:
        'Ich bin einverstanden, dass der Salon Lindenblüte meine Angaben speichert, um meine Anfrage zu beantworten. Mehr dazu in der [Datenschutzerklärung](/datenschutz).',
    },
    {
      type: 'quiz',
      name: 'kontrollfrage',
      label: 'Kontrollfrage gegen Spam:',
      quiz: [
        { question: 'Wie viel ist 3 plus 4?', answer: '7|sieben' },
        { question: 'Wie viele Tage hat eine Woche?', answer: '7|sieben' },
        { question: 'Welche Farbe hat frischer Schnee?', answer: 'weiß|weiss' },
      ],
    },
  ],
  mail: {
    recipients: 'hallo@salon-lindenbluete.example',
    from: 'Website Salon Lindenblüte <website@salon-lindenbluete.example>',
    replyToField: 'email',
    subject: 'Neue Anfrage von [name]',
    body: 'Neue Anfrage über das Kontaktformular am [_date]:\n\n[_all_fields]\n\nGesendet von [_url]',
  },
  confirmation: {
    enabled: true,
    subject: 'Ihre Nachricht an den Salon Lindenblüte',
    body: 'Guten Tag,\n\nvielen Dank für Ihre Nachricht! Wir melden uns in der Regel innerhalb eines Werktags.\n\nIhre Angaben:\n[_all_fields]\n\nHerzliche Grüße\nIhr Team vom Salon Lindenblüte',
  },
}
