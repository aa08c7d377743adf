import { APIError } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { POST_PROCESS_ATTEMPTS, postProcessOrRefuse, withRetries } from './postProcess'

type HookArgs = Parameters<ReturnType<typeof postProcessOrRefuse>>[0]

const call = (render: (data: Buffer) => Promise<void>, mimetype = 'image/jpeg') => {
  const warn = vi.fn()
  const args = { data: { alt: 'x' } }
  const run = postProcessOrRefuse(render, 0)({
    args,
    operation: 'create',
    req: { file: { data: Buffer.from('jpeg'), mimetype, name: 'foto.jpg', size: 4 }, payload: { logger: { warn } } },
  } as unknown as HookArgs)
  return { run: Promise.resolve(run), args, warn }
}

describe('withRetries', () => {
  it('stops at the first success', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('a')).mockResolvedValueOnce('ok')
    await expect(withRetries(5, task, 0)).resolves.toBe('ok')
    expect(task).toHaveBeenCalledTimes(2)
  })

  it('rethrows the last failure after the given number of tries', async () => {
    let n = 0
    const task = vi.fn(async () => {
      n += 1
      throw new Error(`try ${n}`)
    })
    await expect(withRetries(3, task, 0)).rejects.toThrow('try 3')
    expect(task).toHaveBeenCalledTimes(3)
  })
})

describe('postProcessOrRefuse', () => {
  it('lets a picture through that fails twice and then succeeds', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('out of memory')).mockRejectedValueOnce(new Error('out of memory')).mockResolvedValue(undefined)
    const { run, args } = call(render)
    await expect(run).resolves.toBe(args)
    expect(render).toHaveBeenCalledTimes(3)
  })

  it(`refuses with the post_process message after ${POST_PROCESS_ATTEMPTS} failed tries and logs one line`, async () => {
    const render = vi.fn().mockRejectedValue(new Error('VipsJpeg: premature end of JPEG image'))
    const { run, warn } = call(render)
    const error = await run.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(APIError)
    expect((error as APIError).status).toBe(400)
    expect((error as APIError).message).toMatch(/verkleinern Sie es bitte/)
    expect((error as APIError).data).toEqual({ code: 'post_process' })
    expect(render).toHaveBeenCalledTimes(POST_PROCESS_ATTEMPTS)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/foto\.jpg.*5 tries.*premature end/)
  })

  it('leaves videos and SVG drawings to Payload', async () => {
    const render = vi.fn().mockRejectedValue(new Error('never called'))
    for (const mimetype of ['video/mp4', 'image/svg+xml']) await expect(call(render, mimetype).run).resolves.toBeDefined()
    expect(render).not.toHaveBeenCalled()
  })
})
