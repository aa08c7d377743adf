import { rm } from 'node:fs/promises'

/** How long the files of a dry run wait for the import that follows it. */
const KEEP_MS = 60 * 60_000

export type DryRunFiles = {
  dir: string
  exportFile: string
  mediaZip?: string
  replaceDemo: boolean
}

type Kept = DryRunFiles & { runId: string; timer: NodeJS.Timeout }

/**
 * The files of the last dry run that went through, so „Jetzt importieren“ imports exactly what
 * the owner checked without sending an uploads archive of gigabytes a second time. One at a time
 * and for an hour, in this process only: on another instance or after a restart there is none,
 * and the form sends the files again.
 */
let kept: Kept | null = null

function drop() {
  if (!kept) return
  clearTimeout(kept.timer)
  void rm(kept.dir, { recursive: true, force: true })
  kept = null
}

export function keepDryRun(runId: number | string, files: DryRunFiles) {
  drop()
  kept = { ...files, runId: String(runId), timer: setTimeout(drop, KEEP_MS).unref() }
}

/** The kept files of that dry run, handed over once (the caller removes `dir` when done). */
export function takeDryRun(runId: unknown): DryRunFiles | null {
  if (!kept || kept.runId !== String(runId)) return null
  clearTimeout(kept.timer)
  const { dir, exportFile, mediaZip, replaceDemo } = kept
  kept = null
  return { dir, exportFile, mediaZip, replaceDemo }
}
