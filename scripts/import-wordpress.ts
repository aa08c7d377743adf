// `npm run import:wordpress -- <export.xml> [--media <uploads folder or zip>] [--comments <file.csv>] [--dry-run] [--yes]`:
// a WordPress export (WXR) into the site, also while it runs. docs/wordpress-import.md.
// `--yes` answers its one question (replace the demo salon's untouched content, after a backup).
//
// Imports are static on purpose (see prepare.ts: a dynamic import of the config can stall).
import './load-env'

import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'

import { getPayload } from 'payload'

import { commentsCsv, holdsDemo, reportText, runImport } from '../src/features/wordpress-import'
import { env } from '../src/lib/env'
import { expireThroughOwnRoute } from '../src/lib/revalidateToken'
import payloadConfig from '../src/payload.config'

const USAGE =
  'Usage: npm run import:wordpress -- <export.xml> [--media <uploads folder or zip>] [--comments <file.csv>] [--dry-run] [--yes]'

function parseArguments(argv: string[]) {
  const options = {
    file: '',
    mediaDir: undefined as string | undefined,
    comments: undefined as string | undefined,
    dryRun: false,
    yes: false,
  }
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!
    if (argument === '--dry-run') options.dryRun = true
    else if (argument === '--yes') options.yes = true
    else if (argument === '--media') options.mediaDir = argv[(index += 1)]
    else if (argument.startsWith('--media=')) options.mediaDir = argument.slice('--media='.length)
    else if (argument === '--comments') options.comments = argv[(index += 1)]
    else if (argument.startsWith('--comments='))
      options.comments = argument.slice('--comments='.length)
    else if (argument.startsWith('--')) throw new Error(`Unknown option ${argument}. ${USAGE}`)
    else if (!options.file) options.file = argument
    else throw new Error(`One export at a time. ${USAGE}`)
  }
  if (!options.file) throw new Error(USAGE)
  if (!existsSync(options.file) || !statSync(options.file).isFile())
    throw new Error(`No such file: ${options.file}`)
  if (options.mediaDir !== undefined) {
    const media = statSync(options.mediaDir, { throwIfNoEntry: false })
    if (!media?.isDirectory() && !(media?.isFile() && /\.zip$/i.test(options.mediaDir)))
      throw new Error(
        `--media must name the old site's uploads folder or a zip of it: ${options.mediaDir}`,
      )
  }
  return options
}

/**
 * A site running on this machine shows the import at once: its cached pages and its list of
 * addresses are expired through its own route (with REDIS_URL every instance already heard).
 */
async function tellRunningSite() {
  const { port, payloadSecret } = env()
  const answer = await expireThroughOwnRoute(`http://127.0.0.1:${port}`, payloadSecret, [
    '*',
  ]).catch(() => null)
  console.log(
    answer?.ok
      ? 'Die laufende Website zeigt den Import ab sofort.'
      : 'Keine laufende Website auf diesem Rechner erreicht: sie zeigt den Import nach ihrem nächsten Start.',
  )
}

/**
 * Whether to replace the demo salon's untouched content: `--yes` says so; on a terminal the
 * owner is asked; otherwise (a script) the import adds and the report says how to replace.
 */
async function mayReplaceDemo(options: { yes: boolean; dryRun: boolean }): Promise<boolean> {
  if (options.yes) return true
  if (!process.stdin.isTTY || options.dryRun) return false
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(
    'Die Website enthält noch unveränderte Demo-Inhalte des Beispielsalons.\n' +
      'Sollen sie durch den Import ersetzt werden (vorher wird eine Sicherung angelegt)? [j/N] ',
  )
  prompt.close()
  return /^\s*(j|ja|y|yes)\s*$/i.test(answer)
}

async function main() {
  const options = parseArguments(process.argv.slice(2))
  const payload = await getPayload({ config: payloadConfig })
  const started = Date.now()
  const replaceDemo = (await holdsDemo(payload)) && (await mayReplaceDemo(options))
  const report = await runImport(payload, {
    replaceDemo,
    source: () => createReadStream(path.resolve(options.file), { highWaterMark: 64 * 1024 }),
    mediaDir: options.mediaDir && path.resolve(options.mediaDir),
    dryRun: options.dryRun,
  })
  process.stdout.write(reportText(report))
  if (report.comments.length > 0) {
    // The site shows no comments: the old site's are kept for the owner as a spreadsheet.
    const file =
      options.comments ??
      path.join(
        path.dirname(path.resolve(options.file)),
        `${path.parse(options.file).name}-kommentare.csv`,
      )
    writeFileSync(file, commentsCsv(report))
    console.log(`\nKommentare der alten Website gespeichert: ${file}`)
  }
  if (!options.dryRun) await tellRunningSite()
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`)
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
