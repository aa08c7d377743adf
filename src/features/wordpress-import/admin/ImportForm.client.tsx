'use client'

import { useEffect, useRef, useState } from 'react'

import type { ImportReport } from '../importer/report'
import { ReportView } from './ImportReportView'

type Run = {
  id: number | string
  dryRun: boolean
  status: 'running' | 'done' | 'failed'
  done?: number | null
  total?: number | null
  error?: string | null
  report?: ImportReport | null
}

const POLL_MS = 700

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** Payload's own button look, so the page reads like the rest of the admin (also when disabled). */
const buttonClass = (style: 'primary' | 'secondary', disabled: boolean) =>
  `btn btn--style-${style} btn--size-medium btn--icon-style-without-border${disabled ? ' btn--disabled' : ''}`

/** What keeps a run from starting, or '' when nothing does. */
function sizeProblem(file: File | null, media: File | null, maxBytes: number, maxMedia: number) {
  if (!file) return 'Bitte zuerst die Exportdatei (.xml) auswählen.'
  if (file.size > maxBytes) return `Die Exportdatei ist größer als ${megabytes(maxBytes)} MB.`
  if (media && media.size > maxMedia)
    return `Die ZIP-Datei ist größer als ${megabytes(maxMedia)} MB.`
  return ''
}

/** Starts a run; null when the server was not reached. */
function send(fields: Record<string, string | File>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return fetch('/api/wordpress-imports/start', {
    method: 'POST',
    body,
    credentials: 'include',
  }).catch(() => null)
}

/**
 * An import after its dry run runs on the files the dry run checked, which the server keeps for
 * a while; only when they are gone there (410) are they sent again.
 */
async function requestRun({
  fromRun,
  ...upload
}: Record<string, string | File> & { fromRun: string }) {
  const kept = fromRun ? await send({ fromRun }) : null
  return kept && kept.status !== 410 ? kept : send(upload)
}

/** The run started last, read again while it runs (its document holds progress and report). */
function usePolledRun() {
  const [run, setRun] = useState<Run | null>(null)
  useEffect(() => {
    if (!run || run.status !== 'running') return
    const timer = setTimeout(async () => {
      const answer = await fetch(`/api/wordpress-imports/${run.id}?depth=0`, {
        credentials: 'include',
      }).catch(() => null)
      if (answer?.ok) setRun((await answer.json()) as Run)
      else setRun({ ...run })
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [run])
  return [run, setRun] as const
}

/** Upload, dry run, import with its progress and report (the admin's „Umzug von WordPress“). */
export function ImportForm({
  maxBytes,
  maxMediaBytes,
  holdsDemo,
}: {
  maxBytes: number
  maxMediaBytes: number
  holdsDemo: boolean
}) {
  const [file, setFile] = useState<File | null>(null)
  const [media, setMedia] = useState<File | null>(null)
  const [replaceDemo, setReplaceDemo] = useState(false)
  const [run, setRun] = usePolledRun()
  const [problem, setProblem] = useState('')
  const [starting, setStarting] = useState(false)
  const status = useRef<HTMLDivElement>(null)

  async function start(dryRun: boolean) {
    setProblem('')
    const refused = sizeProblem(file, media, maxBytes, maxMediaBytes)
    if (!file || refused) return setProblem(refused)
    setStarting(true)
    const answer = await requestRun({
      export: file,
      ...(media ? { media } : {}),
      dryRun: String(dryRun),
      replaceDemo: String(holdsDemo && replaceDemo),
      fromRun: !dryRun && run?.dryRun && run.status === 'done' ? String(run.id) : '',
    })
    setStarting(false)
    if (!answer?.ok)
      return setProblem('Der Import konnte nicht gestartet werden. Bitte erneut versuchen.')
    const { id } = (await answer.json()) as { id: number }
    setRun({ id, dryRun, status: 'running', done: 0, total: 0 })
    status.current?.focus()
  }

  const busy = starting || run?.status === 'running'
  return (
    <div
      className="wp-import"
      style={{ display: 'grid', gap: '1rem', maxWidth: '48rem', marginTop: '1.5rem' }}
    >
      <ImportInputs
        holdsDemo={holdsDemo}
        replaceDemo={replaceDemo}
        onExport={(chosen) => {
          setFile(chosen)
          setRun(null)
        }}
        onMedia={(chosen) => {
          setMedia(chosen)
          setRun(null)
        }}
        onReplaceDemo={(checked) => {
          setReplaceDemo(checked)
          setRun(null)
        }}
      />
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <button
          type="button"
          className={buttonClass('secondary', busy)}
          disabled={busy}
          onClick={() => start(true)}
        >
          Probelauf
        </button>
        <button
          type="button"
          className={buttonClass('primary', busy || !(run?.dryRun && run.status === 'done'))}
          disabled={busy || !(run?.dryRun && run.status === 'done')}
          onClick={() => start(false)}
        >
          Jetzt importieren
        </button>
      </div>
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {problem}
        </p>
      )}
      <div
        ref={status}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        aria-label="Stand des Imports"
      >
        {run && <RunState run={run} />}
      </div>
    </div>
  )
}

/** The export, the uploads' zip and, on a site with the demo salon, whether to replace it. */
function ImportInputs({
  holdsDemo,
  replaceDemo,
  onExport,
  onMedia,
  onReplaceDemo,
}: {
  holdsDemo: boolean
  replaceDemo: boolean
  onExport: (file: File | null) => void
  onMedia: (file: File | null) => void
  onReplaceDemo: (checked: boolean) => void
}) {
  return (
    <>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <strong>WordPress-Exportdatei (.xml)</strong>
        <input
          type="file"
          name="export"
          accept=".xml,application/xml,text/xml"
          onChange={(event) => onExport(event.target.files?.[0] ?? null)}
        />
      </label>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <strong>Bilder: der Ordner wp-content/uploads als ZIP-Datei (freiwillig)</strong>
        <input
          type="file"
          name="media"
          accept=".zip,application/zip"
          onChange={(event) => onMedia(event.target.files?.[0] ?? null)}
        />
      </label>
      {holdsDemo && (
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
          <input
            type="checkbox"
            name="replaceDemo"
            checked={replaceDemo}
            onChange={(event) => onReplaceDemo(event.target.checked)}
          />
          <span>
            Die unveränderten Demo-Inhalte des Beispielsalons ersetzen (Seiten, Beiträge, Portfolio,
            Produkte). Vorher wird eine Sicherung angelegt; was Sie schon bearbeitet haben, bleibt.
          </span>
        </label>
      )}
    </>
  )
}

function RunState({ run }: { run: Run }) {
  const what = run.dryRun ? 'Probelauf' : 'Import'
  if (run.status === 'running')
    return (
      <p style={{ display: 'grid', gap: '0.25rem' }}>
        <span>
          {what} läuft: {run.done ?? 0} von {run.total || '…'}
        </span>
        <progress value={run.done ?? 0} max={run.total || 1} aria-label={`${what} läuft`} />
      </p>
    )
  if (run.status === 'failed') return <p role="alert">{run.error}</p>
  return run.report ? <ReportView report={run.report} runId={run.id} /> : null
}
