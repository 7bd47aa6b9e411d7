import { describe, expect, it } from 'vitest'
import { publicOrigin } from './public-origin.ts'

const base = { allowedHosts: [] as string[], protocol: 'http', localAddress: '10.0.0.5', localPort: 3000 }

describe('publicOrigin', () => {
  it('is PUBLIC_URL whenever it is set, whatever the Host', () => {
    expect(publicOrigin({ ...base, publicUrl: 'https://www.tienda.example/x', host: 'evil.example' })).toBe(
      'https://www.tienda.example',
    )
  })

  it('never takes an unlisted Host: the address the connection reached instead', () => {
    for (const host of ['evil.example', 'evil.example:3000', 'www.tienda.example.evil.example', 'a"b', '', undefined]) {
      expect(publicOrigin({ ...base, host }), String(host)).toBe('http://10.0.0.5:3000')
    }
    expect(publicOrigin({ ...base, host: 'evil.example', localAddress: '::ffff:192.168.1.9' })).toBe('http://192.168.1.9:3000')
    expect(publicOrigin({ ...base, host: 'evil.example', localAddress: 'fe80::1' })).toBe('http://[fe80::1]:3000')
  })

  it('keeps a listed host (with or without its port) and loopback names, so npm start on one machine links to itself', () => {
    const allowedHosts = ['www.tienda.example', 'tienda.example:8080']
    expect(publicOrigin({ ...base, allowedHosts, host: 'WWW.Tienda.Example' })).toBe('http://www.tienda.example')
    expect(publicOrigin({ ...base, allowedHosts, host: 'www.tienda.example:3000' })).toBe('http://www.tienda.example:3000')
    expect(publicOrigin({ ...base, allowedHosts, host: 'tienda.example:8080' })).toBe('http://tienda.example:8080')
    expect(publicOrigin({ ...base, allowedHosts, host: 'tienda.example:9999' })).toBe('http://10.0.0.5:3000')
    expect(publicOrigin({ ...base, host: 'localhost:3000' })).toBe('http://localhost:3000')
    expect(publicOrigin({ ...base, host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000')
    expect(publicOrigin({ ...base, host: '[::1]:3000' })).toBe('http://[::1]:3000')
    expect(publicOrigin({ ...base, protocol: 'https', allowedHosts, host: 'www.tienda.example' })).toBe(
      'https://www.tienda.example',
    )
  })
})
