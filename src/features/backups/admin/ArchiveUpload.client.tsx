'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { AnswerBox } from './AnswerBox'
import { type RestoreAnswer, uploadAnswer } from './restoreAnswer'

/** „Sicherung hochladen“: a downloaded archive goes back into the list once it is checked. */
export function ArchiveUpload() {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<RestoreAnswer | null>(null)

  async function upload() {
    const file = input.current?.files?.[0]
    if (!file) {
      setAnswer(uploadAnswer(400, { code: 'no_file' }))
      return
    }
    setBusy(true)
    setAnswer(null)
    const body = new FormData()
    body.append('archive', file)
    const response = await fetch('/api/globals/backup-settings/upload', {
      method: 'POST',
      credentials: 'include',
      body,
    }).catch(() => null)
    const json = (await response?.json().catch(() => ({}))) as Record<string, string>
    setBusy(false)
    setAnswer(uploadAnswer(response?.status ?? 0, json))
    if (response?.ok) {
      if (input.current) input.current.value = ''
      router.refresh()
    }
  }

  return (
    <div>
      <label htmlFor="backup-upload" style={{ display: 'block', marginBottom: '0.25rem' }}>
        Sicherung von Ihrem Computer hochladen (salon-….tar.gz)
      </label>
      <input id="backup-upload" ref={input} type="file" accept=".gz,application/gzip" />{' '}
      <Button buttonStyle="secondary" size="small" margin={false} onClick={upload} disabled={busy}>
        {busy ? 'Lade hoch und prüfe …' : 'Hochladen und prüfen'}
      </Button>
      <div role="status" aria-label="Ergebnis des Hochladens">
        <AnswerBox answer={answer} />
      </div>
    </div>
  )
}
