/**
 * Contact Form 7's form template (`_form`): its form tags (`[text* your-name placeholder "…"]`,
 * `[checkbox sorts exclusive "A" "B"]`, `[acceptance ok]Text[/acceptance]`, `[quiz q "Frage|Antwort"]`)
 * read into the fields of our contact forms (contact-forms/definition.ts), each with the label
 * the template puts before it. Written by hand: the grammar is CF7's own (`WPCF7_FormTag`) and no
 * library reads it.
 */

export type ImportedField = Record<string, unknown> & { type: string; name: string }

const TYPES: Record<string, string> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'number',
  range: 'number',
  date: 'date',
  textarea: 'textarea',
  select: 'select',
  checkbox: 'checkbox',
  radio: 'radio',
  acceptance: 'acceptance',
  quiz: 'quiz',
  file: 'file',
  hidden: 'hidden',
}

const TAG = /\[(\w+)(\*?)(\s[^\]]*)?\](?:([\s\S]*?)\[\/\1\])?/g
const TOKEN = /"([^"]*)"|'([^']*)'|(\S+)/g

type Tag = {
  base: string
  required: boolean
  name: string
  options: string[]
  values: string[]
  content: string
}

function readTag(match: RegExpExecArray): Tag {
  const [, base = '', star, rest = '', content = ''] = match
  const tokens = [...rest.matchAll(TOKEN)].map((token) => ({
    quoted: token[1] !== undefined || token[2] !== undefined,
    text: token[1] ?? token[2] ?? token[3] ?? '',
  }))
  const plain = tokens.filter((token) => !token.quoted).map((token) => token.text)
  return {
    base,
    required: star === '*',
    name: plain[0] ?? '',
    options: plain.slice(1),
    values: tokens.filter((token) => token.quoted).map((token) => token.text),
    content,
  }
}

const option = (tag: Tag, key: string) =>
  tag.options.find((entry) => entry.startsWith(`${key}:`))?.slice(key.length + 1)

const number = (value: string | undefined) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined
}

/** The words before a tag in its label or line: „Ihr Name (Pflichtfeld)“ → „Ihr Name“. */
function labelBefore(template: string, index: number): string {
  const before = template.slice(0, index)
  const start = Math.max(
    before.lastIndexOf('<label'),
    before.lastIndexOf(']'),
    before.lastIndexOf('\n\n'),
    before.lastIndexOf('<p'),
  )
  return before
    .slice(start + 1)
    .replace(/^[^>]*>/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\((?:Pflichtfeld|required|optional)\)/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const cleanText = (html: string) =>
  html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '[$2]($1)')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The fields of a form template, the submit button's label and what could not be read. */
export function readTemplate(template: string): {
  fields: ImportedField[]
  submitLabel: string | null
  notes: string[]
} {
  const fields: ImportedField[] = []
  const notes: string[] = []
  let submitLabel: string | null = null
  for (const match of template.matchAll(TAG)) {
    const tag = readTag(match)
    if (tag.base === 'submit') {
      submitLabel = tag.values[0] ?? null
      continue
    }
    const type = TYPES[tag.base]
    if (!type || !tag.name) {
      notes.push(`Formularfeld [${tag.base}] nicht übernommen`)
      continue
    }
    const label = labelBefore(template, match.index)
    const field: ImportedField = {
      type,
      name: tag.name,
      label: label || tag.name,
      required: tag.required,
    }
    const placeholder = tag.options.includes('placeholder') || tag.options.includes('watermark')
    if (placeholder && tag.values[0] && ['text', 'email', 'tel', 'url', 'textarea'].includes(type))
      field.placeholder = tag.values[0]
    const max = number(option(tag, 'maxlength'))
    const min = number(option(tag, 'minlength'))
    if (max) field.maxLength = max
    if (min) field.minLength = min
    if (type === 'select' || type === 'checkbox' || type === 'radio') {
      field.options = tag.values.map((value, index) => ({
        label: value,
        value,
        ...(tag.options.includes('free_text') && index === tag.values.length - 1
          ? { freeText: true }
          : {}),
      }))
      if (tag.options.includes('exclusive')) field.exclusive = true
      if (tag.values.length === 0) continue
    }
    if (type === 'acceptance') {
      field.label = cleanText(tag.content) || label || 'Ich stimme zu.'
      field.required = !tag.options.includes('optional')
      if (tag.options.includes('optional')) field.acceptanceOptional = true
      if (tag.options.includes('invert')) field.acceptanceInverted = true
    }
    if (type === 'quiz') {
      field.quiz = tag.values.flatMap((pair) => {
        const [question, answer] = pair.split('|')
        return question && answer ? [{ question, answer }] : []
      })
      if ((field.quiz as unknown[]).length === 0) continue
    }
    fields.push(field)
  }
  return { fields, submitLabel, notes }
}
