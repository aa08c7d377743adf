'use client'

import { useForm, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { altFromName } from './altFromName'

export type Uploaded = { id: number | string; name: string; alt: string }
export type State = {
  busy: boolean
  done: number
  total: number
  failed: string[]
  uploaded: Uploaded[]
}

const IDLE: State = { busy: false, done: 0, total: 0, failed: [], uploaded: [] }

/** The same path with its last segment replaced: the gallery's `items` beside this field. */
const sibling = (path: string, name: string) => path.replace(/[^.]+$/, name)

/** Why the media library refused a file, as it says it (German for the owner). */
async function refusal(response: Response): Promise<string> {
  const answer = (await response.json().catch(() => null)) as {
    errors?: Array<{ message?: string }>
    message?: string
  } | null
  return answer?.errors?.[0]?.message ?? answer?.message ?? `Fehler ${response.status}`
}

export async function saveAlt(id: number | string, alt: string) {
  await fetch(`/api/media/${id}`, {
    method: 'PATCH',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ alt }),
  })
}

/**
 * Uploads pictures into the media library one after the other, each with a first alternative
 * text from its name, and adds each as the next entry of the gallery's `items` beside the field
 * at `path`; says how far it is and what the library refused.
 */
export function useGalleryUpload(path: string, schemaPath: string | undefined) {
  const { addFieldRow } = useForm()
  const itemsPath = sibling(path, 'items')
  const itemsSchemaPath = sibling(schemaPath ?? path, 'items')
  const rows = useFormFields(([fields]) => Number(fields[itemsPath]?.value ?? 0) || 0)
  const [state, setState] = useState<State>(IDLE)

  async function upload(files: File[]) {
    const pictures = files.filter((file) => file.type.startsWith('image/'))
    const skipped = files
      .filter((file) => !file.type.startsWith('image/'))
      .map((file) => `${file.name}: kein Bild`)
    if (pictures.length === 0 && skipped.length === 0) return
    setState({ ...IDLE, busy: true, total: pictures.length, failed: skipped })
    let next = rows
    for (const file of pictures) {
      const form = new FormData()
      form.append('file', file)
      form.append('_payload', JSON.stringify({ alt: altFromName(file.name) }))
      const response = await fetch('/api/media', {
        method: 'POST',
        credentials: 'include',
        body: form,
      }).catch(() => null)
      if (!response?.ok) {
        const why = response ? await refusal(response) : 'keine Verbindung'
        setState((now) => ({
          ...now,
          done: now.done + 1,
          failed: [...now.failed, `${file.name}: ${why}`],
        }))
        continue
      }
      const { doc } = (await response.json()) as { doc: { id: number | string; alt: string } }
      addFieldRow({
        path: itemsPath,
        schemaPath: itemsSchemaPath,
        rowIndex: next,
        subFieldState: {
          kind: { initialValue: 'image', value: 'image', valid: true },
          image: { initialValue: doc.id, value: doc.id, valid: true },
        },
      })
      next += 1
      setState((now) => ({
        ...now,
        done: now.done + 1,
        uploaded: [...now.uploaded, { id: doc.id, name: file.name, alt: doc.alt }],
      }))
    }
    setState((now) => ({ ...now, busy: false }))
  }

  return { state, upload }
}
