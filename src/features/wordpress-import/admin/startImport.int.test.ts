import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { staffToken } from '@/test/staffToken'

import { exportXml, SITE, zipOf } from '../test/exportKit'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

describeEach('the admin import start (%s)', (kind) => {
  let instance: TestPayload
  let adminToken: string
  let editorToken: string

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    adminToken = await staffToken(instance, 'admin', '198.51.100.41')
    // One editor for the file (staffToken makes the account; a second call would clash).
    editorToken = await staffToken(instance, 'editor')
  })
  afterAll(async () => instance?.cleanup())

  /** As a browser sends it: the form encoded, with its length. */
  const start = async (headers: Record<string, string>, form: FormData) => {
    const encoded = new Response(form)
    const body = Buffer.from(await encoded.arrayBuffer())
    return instance.rest(
      new Request('http://localhost:3000/api/wordpress-imports/start', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:3000',
          'content-type': encoded.headers.get('content-type')!,
          'content-length': String(body.length),
          ...headers,
        },
        body,
      }),
    )
  }

  /** The run an accepted start made, once it is done. */
  const finished = async (answer: Response) => {
    const { id } = (await answer.json()) as { id: number }
    await vi.waitFor(
      async () => {
        const run = await instance.payload.findByID({ collection: 'wordpress-imports', id })
        expect(run.status).toBe('done')
      },
      { timeout: 20_000, interval: 200 },
    )
    return instance.payload.findByID({ collection: 'wordpress-imports', id })
  }

  it('refuses anyone but an administrator, and a request without an export', async () => {
    const form = new FormData()
    form.set('dryRun', 'true')
    const anonymous = await start({}, form)
    expect(anonymous.status).toBe(403)
    const editor = await start({ authorization: `JWT ${editorToken}` }, form)
    expect(editor.status).toBe(403)
    const admin = await start({ authorization: `JWT ${adminToken}` }, form)
    expect(admin.status).toBe(400)
    expect(await admin.json()).toMatchObject({ code: 'no_export' })
  })

  it('offers the comments of a run as a spreadsheet, to administrators only', async () => {
    const form = new FormData()
    form.set('dryRun', 'true')
    const xml = exportXml([
      {
        id: 6,
        type: 'post',
        title: 'Mit Kommentar',
        slug: 'mit-kommentar',
        comments: [{ author: 'Lena', content: 'Schön!' }],
      },
    ])
    form.set('export', new File([xml], 'export.xml', { type: 'text/xml' }))
    const run = await finished(await start({ authorization: `JWT ${adminToken}` }, form))
    const get = (headers: Record<string, string>, id: number | string = run.id) =>
      instance.rest(
        new Request(`http://localhost:3000/api/wordpress-imports/${id}/kommentare.csv`, {
          headers,
        }),
      )
    const csv = await get({ authorization: `JWT ${adminToken}` })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await csv.text()).toContain('"Mit Kommentar";"/aktuelles/mit-kommentar";"Lena"')
    expect((await get({})).status).toBe(403)
    expect((await get({ authorization: `JWT ${editorToken}` })).status).toBe(403)
    expect((await get({ authorization: `JWT ${adminToken}` }, 987654)).status).toBe(404)
    expect((await get({ authorization: `JWT ${adminToken}` }, 'x')).status).toBe(404)
  })

  it('runs an uploaded export in the background and keeps its progress and report', async () => {
    const form = new FormData()
    form.set('dryRun', 'false')
    const xml = exportXml([{ id: 5, type: 'page', title: 'Hochgeladen', slug: 'hochgeladen' }])
    form.set('export', new File([xml], 'export.xml', { type: 'text/xml' }))
    const answer = await start({ authorization: `JWT ${adminToken}` }, form)
    expect(answer.status).toBe(202)
    const run = await finished(answer)
    expect(run).toMatchObject({ fileName: 'export.xml', dryRun: false, done: 1, total: 1 })
    expect((run.report as { counts: unknown }).counts).toEqual({
      Seiten: { created: 1, updated: 0 },
    })
    const page = await instance.payload.find({
      collection: 'pages',
      where: { path: { equals: '/hochgeladen' } },
    })
    expect(page.totalDocs).toBe(1)
  })

  it('takes the uploads as a zip beside the export, and refuses a body that is no form', async () => {
    const picture = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#405060' },
    })
      .png()
      .toBuffer()
    const xml = exportXml([
      {
        id: 9,
        type: 'attachment',
        title: 'Aus dem Archiv',
        status: 'inherit',
        attachmentUrl: `${SITE}/wp-content/uploads/2022/01/archiv.png`,
        meta: { _wp_attached_file: '2022/01/archiv.png' },
      },
    ])
    const form = new FormData()
    form.set('dryRun', 'false')
    form.set('export', new File([xml], 'export.xml', { type: 'text/xml' }))
    const zip = zipOf({ 'uploads/2022/01/archiv.png': picture })
    form.set('media', new File([new Uint8Array(zip)], 'uploads.zip', { type: 'application/zip' }))
    const answer = await start({ authorization: `JWT ${adminToken}` }, form)
    expect(answer.status).toBe(202)
    const run = await finished(answer)
    expect(run).toMatchObject({ mediaFileName: 'uploads.zip' })
    const media = await instance.payload.find({
      collection: 'media',
      where: { wordpressId: { equals: 9 } },
    })
    expect(media.totalDocs).toBe(1)

    const plain = await instance.rest(
      new Request('http://localhost:3000/api/wordpress-imports/start', {
        method: 'POST',
        headers: {
          origin: 'http://localhost:3000',
          authorization: `JWT ${adminToken}`,
          'content-type': 'text/plain',
          'content-length': '5',
        },
        body: 'hallo',
      }),
    )
    expect(plain.status).toBe(415)
  })

  it('imports the files its dry run checked without taking them again, once', async () => {
    const auth = { authorization: `JWT ${adminToken}` }
    const form = new FormData()
    form.set('dryRun', 'true')
    const xml = exportXml([{ id: 12, type: 'page', title: 'Geprüft', slug: 'gepruefte-seite' }])
    form.set('export', new File([xml], 'gepruefte.xml', { type: 'text/xml' }))
    const dry = await finished(await start(auth, form))
    expect(dry).toMatchObject({ dryRun: true, status: 'done' })
    const pages = () =>
      instance.payload.count({
        collection: 'pages',
        where: { path: { equals: '/gepruefte-seite' } },
      })
    expect((await pages()).totalDocs).toBe(0)

    const fromRun = (id: number | string) => {
      const only = new FormData()
      only.set('fromRun', String(id))
      return start(auth, only)
    }
    expect((await fromRun(999_999)).status).toBe(410)

    const imported = await finished(await fromRun(dry.id))
    expect(imported).toMatchObject({ dryRun: false, fileName: 'gepruefte.xml' })
    expect((await pages()).totalDocs).toBe(1)

    const again = await fromRun(dry.id)
    expect(again.status).toBe(410)
    expect(await again.json()).toMatchObject({ code: 'dry_run_gone' })
  })
})
