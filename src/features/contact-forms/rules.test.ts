import { describe, expect, it } from 'vitest'

import { type FieldDef, toFormDef } from './definition'
import { isDate, isEmail, isTel, isUrl } from './fieldFormats'
import { counterValue, HARD_MAX_LENGTH, lengthState, normalizeUrl } from './rules'
import { type Posted, validateSubmission } from './submission/validateSubmission'

const form = toFormDef({
  id: 1,
  title: 'Test',
  fields: [
    { type: 'text', name: 'name', label: 'Name', required: true, maxLength: 20 },
    { type: 'email', name: 'email', label: 'E-Mail', required: true },
    { type: 'url', name: 'website', label: 'Website' },
    {
      type: 'textarea',
      name: 'nachricht',
      label: 'Nachricht',
      minLength: 5,
      maxLength: 50,
      counter: 'down',
    },
    {
      type: 'checkbox',
      name: 'weg',
      label: 'Weg',
      exclusive: true,
      options: [{ label: 'E-Mail' }, { label: 'Anders', value: 'anders', freeText: true }],
    },
    {
      type: 'radio',
      name: 'farbe',
      label: 'Farbe',
      required: true,
      options: [{ label: 'Rot' }, { label: 'Blau' }],
    },
    { type: 'acceptance', name: 'ok', label: 'Einverstanden' },
    { type: 'acceptance', name: 'werbung', label: 'Keine Werbung', acceptanceInverted: true },
    { type: 'acceptance', name: 'news', label: 'Newsletter', acceptanceOptional: true },
    { type: 'hidden', name: 'quelle', defaultValue: 'web' },
  ],
})

const posted = (values: Record<string, string | string[]>): Posted => ({
  values: (name) => {
    const value = values[name]
    return value === undefined ? [] : Array.isArray(value) ? value : [value]
  },
  files: () => [],
})

const good = {
  name: 'Anna',
  email: 'anna@example.org',
  website: 'example.org',
  nachricht: 'Hallo Salon!',
  weg: 'anders',
  'weg-free-1': 'Brieftaube',
  farbe: 'Rot',
  ok: '1',
}
const judge = (values: Record<string, string | string[]>) =>
  validateSubmission(form, posted(values), () => 'right')

describe('toFormDef', () => {
  it('keeps quiz questions whose answers the reader may not see (visitors)', () => {
    const def = toFormDef({
      id: 9,
      title: 'Q',
      fields: [
        { type: 'quiz', name: 'q', quiz: [{ question: 'Wie viel ist 1+1?' }, { answer: '2' }] },
      ],
    })
    expect(def.fields[0]!.quiz).toEqual([{ question: 'Wie viel ist 1+1?', answer: '' }])
    expect(def.minFillSeconds).toBe(3)
    expect(def.submitLabel).toBe('Senden')
  })
})

describe('URL normalisation (docs/contracts.md)', () => {
  it('trims and prepends https:// when there is no scheme but a dot', () => {
    expect(normalizeUrl('  salon.example/haare  ')).toBe('https://salon.example/haare')
    expect(normalizeUrl('http://salon.example')).toBe('http://salon.example')
    expect(normalizeUrl('mailto:a@b.de')).toBe('mailto:a@b.de')
    expect(normalizeUrl('localhost')).toBe('localhost')
    expect(normalizeUrl('   ')).toBe('')
  })
})

describe('counters and length marks', () => {
  const field: Pick<FieldDef, 'type' | 'minLength' | 'maxLength' | 'counter'> = {
    type: 'textarea',
    minLength: 5,
    maxLength: 10,
    counter: 'down',
  }
  it('counts down what is left, up the length, in characters not UTF-16 units', () => {
    expect(counterValue('abc', field)).toBe(7)
    expect(counterValue('💇‍♀️ab', { ...field, counter: 'up' })).toBe(Array.from('💇‍♀️ab').length)
    expect(counterValue('😀😀', { ...field, counter: 'up' })).toBe(2)
    expect(counterValue('x'.repeat(12), field)).toBe(-2)
  })
  it('marks too long above the maximum and too short below the minimum, not when empty', () => {
    expect(lengthState('x'.repeat(11), field)).toBe('too-long')
    expect(lengthState('abc', field)).toBe('too-short')
    expect(lengthState('', field)).toBe('ok')
    expect(lengthState('abcdef', field)).toBe('ok')
  })
  it('caps fields without a maximum', () => {
    expect(
      lengthState('x'.repeat(HARD_MAX_LENGTH.other + 1), {
        type: 'text',
        minLength: null,
        maxLength: null,
      }),
    ).toBe('too-long')
    expect(
      lengthState('x'.repeat(5000), { type: 'textarea', minLength: null, maxLength: null }),
    ).toBe('ok')
  })
})

describe('value checks', () => {
  it('recognises addresses, phone numbers, URLs and dates', () => {
    expect(isEmail('anna@example.org')).toBe(true)
    expect(isEmail('anna@example')).toBe(false)
    expect(isEmail('a b@example.org')).toBe(false)
    expect(isTel('+49 30 1234567')).toBe(true)
    expect(isTel('call me')).toBe(false)
    expect(isUrl('https://salon.example')).toBe(true)
    expect(isUrl('javascript:alert(1)')).toBe(false)
    expect(isDate('2026-02-28')).toBe(true)
    expect(isDate('2026-02-30')).toBe(false)
    expect(isDate('2028-02-29')).toBe(true)
    // Umlauts in the address are common in German names; a dot after the @ is still required.
    expect(isEmail('Jürgen.Müller@example.de')).toBe(true)
    expect(isEmail('anna@müller.de')).toBe(true)
    expect(isEmail('x<y>@example.de')).toBe(false)
    expect(isUrl('ftp://salon.example')).toBe(false)
    expect(isUrl('https://localhost')).toBe(false)
  })
})

describe('validateSubmission', () => {
  it('accepts a good submission and records the answers as the owner reads them', () => {
    const verdict = judge(good)
    expect(verdict.problems).toEqual([])
    expect(verdict.acceptanceMissing).toBe(false)
    const answers = Object.fromEntries(verdict.answers.map((a) => [a.name, a.value]))
    expect(answers).toMatchObject({
      website: 'https://example.org',
      weg: 'anders: Brieftaube',
      ok: 'ja',
      werbung: 'nein',
      quelle: 'web',
    })
  })
  it('reports each field problem with its message key', () => {
    const verdict = judge({
      ...good,
      name: '',
      email: 'nope',
      website: 'kein link',
      nachricht: 'kurz',
    })
    expect(verdict.problems).toEqual([
      { name: 'name', message: 'required' },
      { name: 'email', message: 'invalidEmail' },
      { name: 'website', message: 'invalidUrl' },
      { name: 'nachricht', message: 'tooShort' },
    ])
  })
  it('allows one box only in an exclusive group and only offered values', () => {
    expect(judge({ ...good, weg: ['E-Mail', 'anders'] }).problems).toEqual([
      { name: 'weg', message: 'invalidOption' },
    ])
    expect(judge({ ...good, farbe: 'Grün' }).problems).toEqual([
      { name: 'farbe', message: 'invalidOption' },
    ])
    expect(judge({ ...good, farbe: [] }).problems).toEqual([{ name: 'farbe', message: 'required' }])
  })
  it('treats a too long field as invalid (a 1 MB field is refused, not stored)', () => {
    expect(judge({ ...good, name: 'x'.repeat(1024 * 1024) }).problems).toEqual([
      { name: 'name', message: 'tooLong' },
    ])
  })
  it('needs non-optional acceptance boxes checked, inverted ones unchecked', () => {
    expect(judge({ ...good, ok: [] }).acceptanceMissing).toBe(true)
    expect(judge({ ...good, werbung: '1' }).acceptanceMissing).toBe(true)
    expect(judge({ ...good, news: [] }).acceptanceMissing).toBe(false)
  })
  it('asks the quiz checker: an empty, wrong or unknown answer is the quiz message (CF7)', () => {
    const quizForm = toFormDef({
      id: 2,
      title: 'Q',
      fields: [
        { type: 'quiz', name: 'q', label: 'Frage', quiz: [{ question: '1+1?', answer: '2' }] },
      ],
    })
    const run = (verdict: 'right' | 'wrong' | 'forged', answer = '3') =>
      validateSubmission(quizForm, posted({ q: answer, _quiz_answer_q: 'h' }), () => verdict)
    expect(run('wrong').problems).toEqual([{ name: 'q', message: 'quizWrong' }])
    expect(run('right', '').problems).toEqual([{ name: 'q', message: 'quizWrong' }])
    expect(run('forged').problems).toEqual([{ name: 'q', message: 'quizWrong' }])
    expect(run('right').problems).toEqual([])
  })
  it('checks file types and sizes', () => {
    const fileForm = toFormDef({
      id: 3,
      title: 'F',
      fields: [{ type: 'file', name: 'datei', label: 'Datei', accept: '.pdf', maxFileSizeKb: 1 }],
    })
    const withFile = (file: File) =>
      validateSubmission(fileForm, { values: () => [], files: () => [file] }, () => 'right')
    expect(withFile(new File(['x'], 'a.exe')).problems).toEqual([
      { name: 'datei', message: 'fileType' },
    ])
    expect(withFile(new File(['x'.repeat(2000)], 'a.pdf')).problems).toEqual([
      { name: 'datei', message: 'fileTooLarge' },
    ])
    expect(withFile(new File(['%PDF'], 'a.PDF')).files).toHaveLength(1)
  })
})
