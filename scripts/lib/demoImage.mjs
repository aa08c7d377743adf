// The seeded demo for the browser tests' SQLite servers, made once and copied for each
// (scripts/e2e-server.mjs): five servers seeding side by side took half a minute each of the two
// cores at the start of every run. The copy is made again when the sources changed or its day is
// not the run's (the demo's appointments and events are relative to the day it is seeded; on the
// browser lanes' own clock, scripts/lib/suiteClock.mjs, every run has the same day).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { newestMtime } from '../build-needed.mjs'
import { demoServerEnv } from './demo.mjs'
import { E2E_DATA } from './e2eData.mjs'
import { tsxArgs } from './node-flags.mjs'

// Beside the servers' own databases, so it shares their secret file (src/lib/env.ts).
const IMAGE_DB = path.join(E2E_DATA, 'demo-image.db')
const IMAGE_DIR = path.join(E2E_DATA, 'demo-image')
const MARKER = path.join(IMAGE_DIR, 'made-for')
const LOCK = path.join(E2E_DATA, 'demo-image.lock')

const SQLITE_FILES = ['', '-wal']

/** What the image depends on: the sources that seed it and the day it was seeded. */
const madeFor = () => `${newestMtime('src')} ${new Date().toISOString().slice(0, 10)}`

/** One process at a time makes the image; a lock left by a process that died is taken over. */
async function locked(work) {
  fs.mkdirSync(E2E_DATA, { recursive: true })
  for (;;) {
    try {
      fs.mkdirSync(LOCK)
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid))
      break
    } catch {
      // The holder may not have written its pid yet: then it is alive, and we wait.
      const holder = Number(readIfThere(path.join(LOCK, 'pid')) || 0)
      if (holder && !isAlive(holder)) fs.rmSync(LOCK, { recursive: true, force: true })
      else await sleep(500)
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true })
  }
}

function readIfThere(file) {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function makeImage(env) {
  for (const suffix of [...SQLITE_FILES, '-shm']) fs.rmSync(`${IMAGE_DB}${suffix}`, { force: true })
  fs.rmSync(IMAGE_DIR, { recursive: true, force: true })
  fs.mkdirSync(IMAGE_DIR, { recursive: true })
  execFileSync(process.execPath, tsxArgs('scripts/prepare.ts'), {
    stdio: 'inherit',
    env: {
      // The port is never bound: prepare only migrates and seeds.
      ...demoServerEnv({ port: 3299, dir: IMAGE_DIR, databaseUrl: `file:${IMAGE_DB}` }),
      ...env,
      NODE_ENV: 'production',
    },
  })
  fs.writeFileSync(MARKER, madeFor())
}

/**
 * A fresh copy of the seeded demo at `databaseFile` with its media in `dir`/media, the image
 * made first where it is missing or out of date. `env`: what the seed reads (the admin's password).
 */
export async function copySeededDemo({ databaseFile, dir, env }) {
  await locked(async () => {
    const current = fs.existsSync(MARKER) && fs.readFileSync(MARKER, 'utf8') === madeFor()
    if (!current) makeImage(env)
    for (const suffix of SQLITE_FILES)
      if (fs.existsSync(`${IMAGE_DB}${suffix}`))
        fs.copyFileSync(`${IMAGE_DB}${suffix}`, `${databaseFile}${suffix}`)
    fs.cpSync(path.join(IMAGE_DIR, 'media'), path.join(dir, 'media'), { recursive: true })
  })
}
