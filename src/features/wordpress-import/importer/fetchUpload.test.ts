import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { fetchUpload } from './fetchUpload.server'

// The old host's name resolves, once checked, to the stand-in; nothing else can resolve it. A
// fetch that looked the name up again (DNS rebinding: the second answer points elsewhere) could
// not connect at all, so a file here proves the connection went to the checked address.
const answers = vi.hoisted(() => ({ lookups: 0 }))
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    answers.lookups += 1
    if (host !== 'alt-salon.test') throw new Error(`ENOTFOUND ${host}`)
    return [{ address: '127.0.0.1', family: 4 }]
  },
}))

let server: Server
let port = 0
const dir = mkdtempSync(path.join(tmpdir(), 'salon-fetch-'))

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/wp-content/uploads/farn.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('JPEG')
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

it('connects to the address it checked, not to a second lookup (issue 56)', async () => {
  const host = `alt-salon.test:${port}`
  const file = await fetchUpload(`http://${host}/wp-content/uploads/farn.jpg`, dir, {
    hosts: new Set([host]),
    allowPrivateHosts: true,
  })
  expect(file).not.toBeNull()
  expect(readFileSync(file!, 'utf8')).toBe('JPEG')
  expect(answers.lookups).toBe(1)
})

it('refuses a host that resolves inside the network', async () => {
  const host = `alt-salon.test:${port}`
  const file = await fetchUpload(`http://${host}/wp-content/uploads/farn.jpg`, dir, {
    hosts: new Set([host]),
  })
  expect(file).toBeNull()
})
