'use client'

import { type DragEvent, useId, useState } from 'react'

import { saveAlt, type Uploaded, useGalleryUpload } from './galleryUpload.client'

/**
 * „Mehrere Bilder hinzufügen“ in the gallery block (issue 59): many pictures chosen or dropped
 * at once go into the media library, one after the other, each with a first alternative text
 * from its name, and become the gallery's next entries; the alternative texts are then
 * corrected in one list below, instead of five actions per picture.
 */
export function GalleryMultiUpload({ path, schemaPath }: { path: string; schemaPath?: string }) {
  const { state, upload } = useGalleryUpload(path, schemaPath)
  const [dragging, setDragging] = useState(false)
  const inputId = useId()

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    void upload([...event.dataTransfer.files])
  }

  return (
    <div
      className="gallery-multi-upload"
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{
        border: `2px dashed ${dragging ? 'var(--theme-success-500)' : 'var(--theme-elevation-250)'}`,
        borderRadius: 4,
        padding: '0.75rem 1rem',
        marginBottom: '1rem',
        display: 'grid',
        gap: '0.5rem',
      }}
    >
      <label htmlFor={inputId} style={{ fontWeight: 600 }}>
        Mehrere Bilder auf einmal hinzufügen
      </label>
      <span style={{ color: 'var(--theme-elevation-650)' }}>
        Bilder auswählen oder hierher ziehen: jedes kommt in die Mediathek und wird ein Eintrag
        dieser Galerie. Die Alternativtexte entstehen aus den Dateinamen; bitte danach unten prüfen.
      </span>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={state.busy}
        onChange={(event) => {
          void upload([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {state.total > 0 &&
          (state.busy
            ? `Wird hochgeladen: ${state.done} von ${state.total}`
            : `${state.uploaded.length} von ${state.total} Bildern hinzugefügt. Speichern nicht vergessen.`)}
      </p>
      {state.failed.length > 0 && (
        <div role="alert">
          <strong>Nicht hinzugefügt:</strong>
          <ul style={{ margin: 0 }}>
            {state.failed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {state.uploaded.length > 0 && (
        <fieldset style={{ display: 'grid', gap: '0.5rem', border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600 }}>Alternativtexte der neuen Bilder</legend>
          {state.uploaded.map((picture) => (
            <AltInput key={String(picture.id)} picture={picture} />
          ))}
        </fieldset>
      )}
    </div>
  )
}

function AltInput({ picture }: { picture: Uploaded }) {
  const id = useId()
  const [alt, setAlt] = useState(picture.alt)
  const [saved, setSaved] = useState(false)
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <label htmlFor={id}>Alternativtext für {picture.name}</label>
      <input
        id={id}
        className="input"
        value={alt}
        required
        onChange={(event) => {
          setAlt(event.target.value)
          setSaved(false)
        }}
        onBlur={() => {
          if (!alt.trim() || alt === picture.alt) return
          void saveAlt(picture.id, alt.trim()).then(() => setSaved(true))
        }}
      />
      {saved && <span role="status">Gespeichert</span>}
    </div>
  )
}
