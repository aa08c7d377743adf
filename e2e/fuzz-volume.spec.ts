import { fuzzCases } from './fuzzCases'
import { fuzz, restFuzzCasesAs } from './fuzzKit'
import { adminHeaders, expect, test } from './support'

// The long lane (playwright.long.config.ts): fuzzing at volume, on the shared SQLite server.

test('2,000 malformed requests across the public endpoints: no 5xx, no stack trace', async () => {
  test.setTimeout(180_000)
  expect(await fuzz(fuzzCases(2_000))).toEqual([])
})

test('5,000 generated requests over every REST route of every collection and global: no 5xx', async () => {
  test.setTimeout(300_000)
  expect(await fuzz(restFuzzCasesAs(5_000, adminHeaders()))).toEqual([])
})
