import { describe, expect, it } from 'vitest'

import { isPrivateAddress } from './privateAddress'

describe('isPrivateAddress', () => {
  it('knows every spelling of an address inside a network (issue 56)', () => {
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::',
      '::1',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      'not an address',
    ])
      expect(isPrivateAddress(inside), inside).toBe(true)
  })

  it('lets public addresses through', () => {
    for (const outside of [
      '93.184.216.34',
      '172.32.0.1',
      '2a00:1450::1',
      '2606:4700:4700::1111',
      '::ffff:93.184.216.34',
      '64:ff9b::5db8:d822',
    ])
      expect(isPrivateAddress(outside), outside).toBe(false)
  })
})
