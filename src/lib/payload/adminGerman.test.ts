import { de } from '@payloadcms/translations/languages/de'
import { describe, expect, it } from 'vitest'

import { adminGerman } from './adminGerman'

const INFORMAL =
  /\b(du|Du|dich|Dich|dir|Dir|dein\w*|Dein\w*|hast|bist|kannst|möchtest|musst|willst|solltest)\b/

describe('the admin says „Sie“', () => {
  it('leaves no „du“ of Payload’s German once our texts are laid over it', () => {
    const informal: string[] = []
    for (const [group, texts] of Object.entries(de.translations))
      for (const [key, text] of Object.entries(texts as Record<string, string>)) {
        const ours = (adminGerman as Record<string, Record<string, string>>)[group]?.[key]
        if (INFORMAL.test(ours ?? text)) informal.push(`${group}.${key}: ${ours ?? text}`)
      }
    expect(informal).toEqual([])
  })

  it('overrides only texts Payload has', () => {
    for (const [group, texts] of Object.entries(adminGerman))
      for (const key of Object.keys(texts))
        expect(
          (de.translations as Record<string, Record<string, string>>)[group]?.[key],
          `${group}.${key}`,
        ).toBeDefined()
  })

  it('shows an empty value in words, not as a placeholder in angle brackets', () => {
    const raw: string[] = []
    for (const [group, texts] of Object.entries(de.translations))
      for (const [key, text] of Object.entries(texts as Record<string, string>)) {
        const ours = (adminGerman as Record<string, Record<string, string>>)[group]?.[key]
        // HTML of mails and the <1>…</1> marks of Payload's interpolation aside.
        if (/<(?!\/?\d>|\/?a[ >]|br>)/.test(ours ?? text))
          raw.push(`${group}.${key}: ${ours ?? text}`)
      }
    expect(raw).toEqual([])
  })
})
