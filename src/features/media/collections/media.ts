import fs from 'node:fs'
import { noPersonalData } from '@/contracts/personalData'
import path from 'node:path'

import type { CollectionConfig, ImageSize } from 'payload'

import { anyone, isStaff } from '@/lib/access'
import { SECRET_FILE_NAME } from '@/lib/secretFile'
import { expireAllPages } from '@/lib/revalidate'

import { postProcessOrRefuse } from '../postProcess'

/**
 * Widths the site's <picture> elements choose from; one AVIF and one WebP rendition each. Chosen
 * for the layouts' `sizes` on common screens (issue 32): 768 for a full-width picture on a phone
 * (412 px at 1.75 dpr needs 721 px) and for cards and tiles at 2 dpr, 1080 for phones at 2.6 to 3
 * dpr and the product picture, 1600 for wide screens; 480 for small tiles and previews.
 */
export const RESPONSIVE_WIDTHS = [480, 768, 1080, 1600] as const

const responsiveSizes: ImageSize[] = RESPONSIVE_WIDTHS.flatMap((width) => [
  {
    name: `avif${width}`,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'avif', options: { quality: 55, effort: 2 } },
  },
  {
    name: `webp${width}`,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'webp', options: { quality: 75 } },
  },
])

/**
 * Payload answers a file that is not on the disk with a 500 and an error log; for a visitor or a
 * crawler asking for an old or made-up name it is a plain 404.
 */
const missingFileIsNotFound =
  (staticDir: string) =>
  (_req: unknown, { params }: { params: { filename: string } }) => {
    const name = params.filename
    // Only plain names inside the folder; never a dotfile or the generated secret, even if the
    // database was put into the media folder.
    const inside =
      name &&
      path.basename(name) === name &&
      !name.startsWith('.') &&
      name !== SECRET_FILE_NAME &&
      !name.includes('\0')
    if (inside && fs.existsSync(path.join(staticDir, name))) return undefined
    return Response.json(
      { code: 'not_found', message: 'There is no such file.' },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    )
  }

/** `inBucket`: the files are in object storage (lib/storage), not in `staticDir`. */
export const Media = (staticDir: string, { inBucket = false } = {}): CollectionConfig => ({
  slug: 'media',
  labels: { singular: 'Medium', plural: 'Medien' },
  admin: { group: 'Inhalte', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  custom: noPersonalData('The site\'s pictures and files; files sent with forms are form-attachments, offered with their submissions'),
  upload: {
    staticDir,
    focalPoint: true,
    crop: true,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    adminThumbnail: 'webp480',
    imageSizes: [
      ...responsiveSizes,
      { name: 'og', width: 1200, height: 630, formatOptions: { format: 'jpeg', options: { quality: 80 } } },
    ],
    // In a bucket, the storage adapter answers a missing file with 404 itself.
    handlers: inBucket ? [] : [missingFileIsNotFound(staticDir)],
    // File names change when a file is replaced and our URLs carry a version, so a year is safe.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      return headers
    },
  },
  hooks: {
    beforeOperation: [postProcessOrRefuse()],
    // A demo picture whose file the owner replaced is the owner's own (first-run checklist).
    beforeChange: [
      ({ data, req, operation }) =>
        operation === 'update' && req.file && req.user ? { ...data, demo: false } : data,
    ],
    afterChange: [expireAllPages],
    afterDelete: [expireAllPages],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Alternativtext',
      required: true,
      admin: {
        description:
          'Beschreibt das Bild für Menschen, die es nicht sehen können, z. B. „Friseurin schneidet Stufenschnitt“.',
      },
    },
    { name: 'caption', type: 'text', label: 'Bildunterschrift' },
    // Set by the seed for its drawn pictures; the first-run checklist lists those still in use.
    { name: 'demo', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    // The attachment's id in a WordPress export it came from: importing again reuses it.
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
  ],
})
