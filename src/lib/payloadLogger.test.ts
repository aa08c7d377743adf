import { describe, expect, it, vi } from 'vitest'

import { productionLogger } from './payloadLogger'

describe('the production logger of Payload', () => {
  const hook = () => {
    const config = productionLogger()
    type LogMethod = (this: unknown, args: unknown[], method: (...args: unknown[]) => void) => void
    const options = (config as { options: { hooks: { logMethod: LogMethod } } }).options
    return options.hooks.logMethod
  }

  it('drops refusals (4xx errors and malformed bodies) and keeps everything else', () => {
    const logMethod = hook()
    const method = vi.fn()
    const forbidden = Object.assign(new Error('Du hast keine Berechtigung'), { status: 403 })
    logMethod.call({}, [{ err: forbidden }], method)
    logMethod.call({}, [{ err: new Error('Unexpected end of form') }], method)
    expect(method).not.toHaveBeenCalled()
    const broken = Object.assign(new Error('database is locked'), { status: 500 })
    logMethod.call({}, [{ err: broken }], method)
    logMethod.call({}, ['Migrated'], method)
    expect(method).toHaveBeenCalledTimes(2)
  })
})
