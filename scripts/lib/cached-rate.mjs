// Issue 43: the rate of a cached page against what the machine can do with the same bytes. Our
// server's `/` (gzip), a minimal Node server sending the same bytes with the same headers, and
// nginx with `gzip_static` and the same headers, each loaded alike (wrk -t2 -c20 when installed, else autocannon),
// in alternating rounds so a busy moment of the machine hits all three. Ratios show a
// regression of the front server's own cost per cached answer, whatever the machine's speed.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { serveSiteWithNginx, serveWithNginx } from './nginx.mjs'

// Nine rounds of 5 s rather than five of 8 s (the same minutes): the minimal server alone moves by
// a quarter from one minute to the next on a shared machine, so the runs a ratio compares should
// be close in time and the median should have many of them (the median of three moved by a
// tenth with one busy moment of the machine; five rounds of 8 s still spread 0.62-0.85).
const ROUNDS = 9
const SECONDS = 5
const CONNECTIONS = 20

const hasWrk = () => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk prints its version and exits with 1.
    return error.status === 1
  }
}

async function rate(url, useWrk) {
  if (useWrk) {
    const out = execFileSync(
      'wrk',
      ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-H', 'Accept-Encoding: gzip', url],
      { encoding: 'utf8' },
    )
    return Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]))
  }
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  })
  return Math.round(result.requests.average)
}

/** The few lines of a minimal server: the same bytes and headers, nothing else. */
const MINIMAL_SERVER = `
const http = require('node:http')
const fs = require('node:fs')
const body = fs.readFileSync(process.argv[1])
const headers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body) })
  .listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'))
`

async function serveMinimal({ body, headers, port, dir }) {
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'body.gz'), body)
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers))
  const child = spawn(
    process.execPath,
    ['-e', MINIMAL_SERVER, path.join(dir, 'body.gz'), path.join(dir, 'headers.json'), String(port)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`minimal server exited with ${code}`)))
  })
  return () => child.kill('SIGTERM')
}

/** The bytes as sent (fetch would decompress them). */
const raw = (url, encoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }))
      })
      .on('error', reject)
  })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * `base`: our server; `ports`: free ports for the references (a third for nginx in front of our
 * server, with `pageCacheDir`: where it writes page files); `dir`: a scratch folder; `without`:
 * optionally a second server of the same build with FRONT_WORKER=off, measured in the same
 * rounds (before and after the front worker, side by side).
 */
export async function cachedRate({ base, ports, dir, pageCacheDir, without }) {
  const { body: gzipBody, headers: sent } = await raw(`${base}/`, 'gzip')
  if (sent['content-encoding'] !== 'gzip') throw new Error('/ came without gzip')
  const headers = Object.fromEntries(
    Object.entries(sent).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  )
  const { body: identity } = await raw(`${base}/`, 'identity')
  const [minimalPort, nginxPort, frontPort] = ports
  const stopMinimal = await serveMinimal({
    body: gzipBody,
    headers,
    port: minimalPort,
    dir: path.join(dir, 'minimal'),
  })
  const stopNginx = await serveWithNginx({
    body: identity,
    gzipBody,
    // The same headers as ours, as the minimal server sends them: the same bytes on the wire.
    headers,
    port: nginxPort,
    dir: path.join(dir, 'nginx-gzip'),
  })
  const stopFront =
    pageCacheDir && frontPort
      ? await serveSiteWithNginx({
          base,
          pageCacheDir,
          port: frontPort,
          dir: path.join(dir, 'nginx-front'),
        })
      : undefined
  const useWrk = hasWrk()
  const runs = { ours: [], minimal: [], nginx: [], behindNginx: [], without: [] }
  try {
    const targets = [
      ['ours', `${base}/`],
      ...(without ? [['without', `${without}/`]] : []),
      ['minimal', `http://127.0.0.1:${minimalPort}/`],
      ['nginx', `http://127.0.0.1:${nginxPort}/`],
      ...(stopFront ? [['behindNginx', `http://127.0.0.1:${frontPort}/`]] : []),
    ]
    for (let round = 0; round < ROUNDS; round++) {
      // Every other round in the reverse order: whoever goes first after a pause (or after the
      // mix, in the first round) does not always meet the same moment of the machine.
      for (const [name, url] of round % 2 ? [...targets].reverse() : targets)
        runs[name].push(await rate(url, useWrk))
      await sleep(500)
    }
  } finally {
    stopMinimal()
    stopNginx()
    stopFront?.()
  }
  const ratio = (a, b) => Number((a / b).toFixed(2))
  const ratios = runs.ours.map((ours, i) => ({
    round: i + 1,
    ours,
    minimal: runs.minimal[i],
    nginx: runs.nginx[i],
    'ours / minimal': ratio(ours, runs.minimal[i]),
    'ours / nginx': ratio(ours, runs.nginx[i]),
    ...(without
      ? {
          'without worker': runs.without[i],
          'without worker / minimal': ratio(runs.without[i], runs.minimal[i]),
        }
      : {}),
    ...(stopFront
      ? {
          'behind nginx': runs.behindNginx[i],
          'behind nginx / nginx': ratio(runs.behindNginx[i], runs.nginx[i]),
        }
      : {}),
  }))
  return {
    client: useWrk ? `wrk -t2 -c${CONNECTIONS} -d${SECONDS}s` : `autocannon -c${CONNECTIONS}`,
    gzipBytes: gzipBody.length,
    rounds: ratios,
    // Target (issue 43): ours at least 0.7 of the minimal server.
    oursToMinimal: median(ratios.map((r) => r['ours / minimal'])),
    oursToNginx: median(ratios.map((r) => r['ours / nginx'])),
    ...(without
      ? { withoutWorkerToMinimal: median(ratios.map((r) => r['without worker / minimal'])) }
      : {}),
    // Target (issue 62): behind the shipped nginx configuration at least 0.8 of nginx itself.
    ...(stopFront
      ? { behindNginxToNginx: median(ratios.map((r) => r['behind nginx / nginx'])) }
      : {}),
  }
}

/** The part's tables; `previous`: the figures of the run before, if any. */
export function reportCachedRate(cachedPage, previous) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  if (cachedPage.error) console.log(`Cached page rate: failed: ${cachedPage.error}`)
  else {
    console.log(
      `Cached / (${kib(cachedPage.gzipBytes)} gzip), ${cachedPage.client}: ours, a minimal Node server and nginx (gzip_static) with the same bytes (target ours / minimal ≥ 0.7)`,
    )
    console.table(cachedPage.rounds)
    console.log(
      `Median ratios: ours / minimal ${cachedPage.oursToMinimal}, ours / nginx ${cachedPage.oursToNginx}` +
        (cachedPage.behindNginxToNginx === undefined
          ? ''
          : `, behind nginx / nginx ${cachedPage.behindNginxToNginx} (target ≥ 0.8)`) +
        (previous?.oursToMinimal
          ? ` (previous run: ${previous.oursToMinimal}, ${previous.oursToNginx})`
          : ''),
    )
  }
}
