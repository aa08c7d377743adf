// What `npm test` and `npm run bench` need from the machine, checked in their first second, so a
// newcomer on a bare machine learns it before half an hour of type checks and builds, not after.
// Each missing piece is named with the Debian command that installs it; `npm run setup`
// (scripts/setup.sh) installs all of them where the machine allows it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { faketimeLibrary } from './suiteClock.mjs'

const SETUP = 'npm run setup'

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

const onPath = (name) => {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
function listening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (result) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

export const POSTGRES_TEST_URL =
  process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The pieces, each with whether it is there, whether this run cannot do without it, and how to
 * install it. `ci`: PostgreSQL is required (outside CI its suites are reported as skipped).
 */
export async function prerequisites({ ci = Boolean(process.env.CI) } = {}) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const postgres = new URL(POSTGRES_TEST_URL)
  const postgresUp = await listening(postgres.hostname, Number(postgres.port || 5432))
  return [
    {
      name: `Chromium (${chromium}${process.env.CHROMIUM_PATH ? ', from CHROMIUM_PATH' : ''})`,
      present: executable(chromium),
      required: true,
      purpose: 'the browser tests',
      install: 'apt-get install -y chromium',
    },
    {
      name: `PostgreSQL at ${postgres.host}`,
      present: postgresUp,
      required: ci,
      purpose: ci
        ? 'the integration and browser tests on PostgreSQL (required with CI=true)'
        : 'the integration and browser tests on PostgreSQL; without it, outside CI, those suites are reported as skipped',
      install: `apt-get install -y postgresql (then ${SETUP} trusts 127.0.0.1 and starts it; or set DATABASE_URL_TEST)`,
    },
    {
      name: 'Redis (redis-server)',
      present: onPath('redis-server'),
      required: true,
      purpose: 'the scale-out tests and the integration tests of shared state',
      install: 'apt-get install -y redis-server',
    },
    {
      name: 'nginx (/usr/sbin/nginx)',
      present: executable('/usr/sbin/nginx'),
      required: true,
      purpose: 'the scale-out tests and the bench’s reference server',
      install: 'apt-get install -y nginx-light',
    },
    {
      name: 'libfaketime',
      present: Boolean(faketimeLibrary()),
      required: true,
      purpose: 'the browser tests’ own clock (every process of a run at the same instant, any day)',
      install: 'apt-get install -y faketime',
    },
  ]
}

/**
 * Prints what the run needs and what is missing; exits with 1 when a required piece is missing.
 * `what`: the command, for the message.
 */
export async function checkPrerequisites(what) {
  const pieces = await prerequisites()
  const missing = pieces.filter((piece) => !piece.present)
  const blocking = missing.filter((piece) => piece.required)
  console.log(`▶ prerequisites of ${what}`)
  for (const piece of pieces) {
    const mark = piece.present ? '✔' : piece.required ? '✘' : '–'
    console.log(`  ${mark} ${piece.name}: ${piece.purpose}`)
    if (!piece.present)
      console.log(`      ${piece.required ? 'missing' : 'not there'}; install: ${piece.install}`)
  }
  if (blocking.length === 0) return
  console.error(
    `\n✘ ${what} cannot run: ${blocking.map((piece) => piece.name).join(', ')} missing.` +
      `\n  \`${SETUP}\` installs everything on Debian (as root), or run the commands above.`,
  )
  process.exit(1)
}
