'use client'

import { useAllFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Longer than a form-state answer takes on a busy two-core server, so a slow answer is left be. */
const HANG_MS = 2_500

/**
 * A new row of a list or of sections („Abschnitt hinzufügen“) waits grey until the server's
 * form state for it arrives. Payload asks for it 250 ms after the change, but an answer to an
 * earlier request (the title she just typed) that lands within those 250 ms marks the form as
 * sent, so nobody asks and the row stays grey until she saves (issue 60, seen in Payload 3.90:
 * `MERGE_SERVER_STATE` sets the form's previous state). A row still waiting after HANG_MS is
 * marked again, which is a change, so Payload asks once more.
 */
export function RowsNeverHang() {
  const [fields, dispatchFields] = useAllFormFields()
  const asked = useRef(0)

  useEffect(() => {
    const waiting = Object.entries(fields).filter(([, field]) =>
      field.rows?.some((row) => row.isLoading),
    )
    if (waiting.length === 0) return
    const timer = setTimeout(() => {
      asked.current += 1
      for (const [path, field] of waiting)
        dispatchFields({
          type: 'UPDATE',
          path,
          rows: field.rows?.map((row) =>
            row.isLoading ? { ...row, askedAgain: asked.current } : row,
          ),
        })
    }, HANG_MS)
    return () => clearTimeout(timer)
  }, [fields, dispatchFields])

  return null
}
