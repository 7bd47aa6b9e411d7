import { describe, expect, it } from 'vitest'
import { addressKey } from './client-address.ts'

describe('addressKey', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:DB8:ABCD:0012::99', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::10.1.2.3', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key)
  })
})
