import { describe, expect, it, vi } from 'vitest'

import { createErrorLog } from './errorLog'
import { productionLogger } from './payloadLogger'

describe('the production logger of Payload', () => {
  const hook = (errors = createErrorLog({ write: () => {} })) => {
    const config = productionLogger(errors)
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

  it('writes an error that every request of a flood repeats once, not once per request', () => {
    const logMethod = hook()
    const method = vi.fn()
    for (let i = 0; i < 1000; i++) {
      const failure = Object.assign(new Error('invalid input syntax for type timestamp'), {
        status: 500,
      })
      logMethod.call({}, [{ err: failure }, 'query failed'], method)
    }
    expect(method).toHaveBeenCalledTimes(1)
  })
})
