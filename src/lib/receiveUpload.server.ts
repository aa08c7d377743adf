import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'

/** An upload refused before anything was done with it: its status, code and English reason. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** A file field the endpoint takes: at most `maxBytes`, and what to say when it is larger. */
export type FileRule = { maxBytes: number; tooLarge: string }

export type ReceivedFile = { path: string; name: string; bytes: number }

/** Multipart overhead allowed beyond the files' own bytes (boundaries, part headers, fields). */
const ENVELOPE_BYTES = 64 * 1024
const MAX_FIELD_BYTES = 1024

/**
 * Streams a multipart body's files to `dir` (busboy: an upload may be far larger than memory
 * should hold), each under its field's name, never a name the client chose. Only the fields
 * named in `files` and `fields` are taken; a file over its rule's size is refused with 413 once
 * the body has been read (the partial file is left in `dir`, which the caller removes).
 */
export async function receiveUpload(
  request: Request,
  dir: string,
  rules: { files: Record<string, FileRule>; fields?: readonly string[] },
): Promise<{ files: Partial<Record<string, ReceivedFile>>; fields: Record<string, string> }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !contentType.toLowerCase().startsWith('multipart/form-data'))
    throw new UploadRefusal(
      415,
      'unsupported_media_type',
      'Send the upload as multipart/form-data.',
    )
  const largest = Object.values(rules.files).reduce((sum, rule) => sum + rule.maxBytes, 0)
  if (Number(request.headers.get('content-length') ?? 0) > largest + ENVELOPE_BYTES)
    throw new UploadRefusal(413, 'too_large', Object.values(rules.files)[0]!.tooLarge)
  const files: Partial<Record<string, ReceivedFile>> = {}
  const fields: Record<string, string> = {}
  const writes: Promise<void>[] = []
  const tooLarge: string[] = []
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: {
      // Room for the empty parts of inputs left empty and fields the endpoint ignores.
      files: Object.keys(rules.files).length + 2,
      fileSize: Math.max(...Object.values(rules.files).map((rule) => rule.maxBytes)),
      fields: rules.fields?.length ?? 0,
      fieldSize: MAX_FIELD_BYTES,
    },
  })
  parser.on('file', (field, stream, info) => {
    const rule = Object.hasOwn(rules.files, field) ? rules.files[field] : undefined
    // A browser sends an empty part for a file input left empty.
    if (!rule || files[field] || !info.filename) return void stream.resume()
    const file: ReceivedFile = { path: path.join(dir, field), name: info.filename, bytes: 0 }
    files[field] = file
    // Past its own limit the rest of a file is read and dropped (the body must still be parsed).
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.bytes += chunk.length
        if (file.bytes <= rule.maxBytes) return done(null, chunk)
        if (!tooLarge.includes(rule.tooLarge)) tooLarge.push(rule.tooLarge)
        done()
      },
    })
    stream.on('limit', () => void tooLarge.push(rule.tooLarge))
    writes.push(pipeline(stream, limit, fs.createWriteStream(file.path)))
  })
  parser.on('field', (name, value) => {
    if (rules.fields?.includes(name)) fields[name] = value
  })
  await pipeline(Readable.fromWeb(request.body as never), parser)
  await Promise.all(writes)
  if (tooLarge.length > 0) throw new UploadRefusal(413, 'too_large', tooLarge[0]!)
  return { files, fields }
}
