import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { pageFileLocations, pageFileMaps } from '../../scripts/lib/nginxPages.mjs'

/** Lines without comments and indentation: what nginx reads. */
const directives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)

/** Whether `part` appears in `whole` in its order (other lines may come between). */
const inOrder = (whole: string[], part: string[]) => {
  let at = 0
  for (const line of whole) if (line === part[at]) at++
  return at === part.length ? true : `missing from the example: ${part[at]}`
}

describe('docs/nginx.example.conf', () => {
  const example = directives(fs.readFileSync('docs/nginx.example.conf', 'utf8'))

  it('serves page files with the lines the scale-out scenario and the bench test', () => {
    const generated = pageFileLocations({
      pageCacheDir: '/srv/salon/page-cache',
      proxy: 'proxy_pass http://salon;',
    })
    expect(inOrder(example, directives(pageFileMaps()))).toBe(true)
    expect(inOrder(example, directives(generated))).toBe(true)
  })
})
