import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { addressLimitKey, normaliseAddress, requestClientAddress, resolveClient, settleForwardedHeaders } from './client-address'

const none = { proxies: [] }
const loopback = { proxies: ['loopback'] }

describe('resolveClient (issue 35 item 1)', () => {
  it('takes the socket peer and ignores every forwarded header when no proxy is trusted', () => {
    expect(resolveClient('203.0.113.9', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, none)).toEqual(
      {
        address: '203.0.113.9',
      },
    )
    // Even from loopback: a local client is not a proxy unless configured as one.
    expect(resolveClient('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }, none).address).toBe('127.0.0.1')
  })

  it('ignores forwarded headers from a peer that is not one of the trusted proxies', () => {
    expect(resolveClient('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }, { proxies: ['10.0.0.0/8'] }).address).toBe('203.0.113.9')
  })

  it("follows a trusted proxy's entry, and only the entries trusted proxies wrote", () => {
    const trust = { proxies: ['10.0.0.0/8'] }
    expect(resolveClient('10.0.0.2', { 'x-forwarded-for': '198.51.100.1' }, trust).address).toBe('198.51.100.1')
    // The client wrote "6.6.6.6" itself; our proxy appended what it saw.
    expect(resolveClient('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }, trust).address).toBe('198.51.100.1')
    // Two proxies of ours in a row.
    expect(resolveClient('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.3' }, trust).address).toBe('198.51.100.1')
    // A hop limit stops the walk even when the next address would be trusted.
    expect(resolveClient('10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 10.0.0.3' }, { ...trust, maxHops: 1 }).address).toBe('10.0.0.3')
    // "Whoever connects, for one hop": a load balancer with changing addresses.
    expect(resolveClient('203.0.113.50', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }, { proxies: ['0.0.0.0/0', '::/0'], maxHops: 1 }).address).toBe(
      '198.51.100.1',
    )
  })

  it('believes X-Forwarded-Host and -Proto as the outermost trusted proxy recorded them', () => {
    expect(resolveClient('127.0.0.1', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'nordbil.se', 'x-forwarded-proto': 'https' }, loopback)).toEqual(
      {
        address: '198.51.100.1',
        forwardedHost: 'nordbil.se',
        forwardedProto: 'https',
      },
    )
    // A client-written first entry is passed over; a value that is no host or scheme is dropped.
    expect(resolveClient('127.0.0.1', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'evil.example, nordbil.se' }, loopback).forwardedHost).toBe(
      'nordbil.se',
    )
    expect(resolveClient('127.0.0.1', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'a b/c', 'x-forwarded-proto': 'gopher' }, loopback)).toEqual({
      address: '198.51.100.1',
      forwardedHost: undefined,
      forwardedProto: undefined,
    })
  })

  it('gives one spelling per address', () => {
    expect(resolveClient('::ffff:127.0.0.1', {}, none).address).toBe('127.0.0.1')
    expect(resolveClient('::ffff:127.0.0.1', { 'x-forwarded-for': '[2001:db8:0::1]:4711' }, loopback).address).toBe('2001:db8::1')
    expect(resolveClient(undefined, {}, none).address).toBe('unknown')
    expect(resolveClient('127.0.0.1', { 'x-forwarded-for': 'not-an-address' }, loopback).address).toBe('unknown')
    expect(normaliseAddress('203.0.113.9:5000')).toBe('203.0.113.9')
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1')
  })
})

describe('settleForwardedHeaders', () => {
  const request = (peer: string, headers: Record<string, string>) =>
    ({ socket: { remoteAddress: peer }, headers: { ...headers } }) as unknown as IncomingMessage

  it('leaves one believed client address and drops what a client wrote', () => {
    const req = request('203.0.113.9', {
      host: 'nordbil.se',
      'x-forwarded-for': '1.1.1.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=1.1.1.1',
    })
    settleForwardedHeaders(req, none)
    expect(req.headers).toEqual({ host: 'nordbil.se', 'x-forwarded-for': '203.0.113.9' })
    expect(requestClientAddress(new Headers(req.headers as Record<string, string>))).toBe('203.0.113.9')
  })

  it("keeps a trusted proxy's values", () => {
    const req = request('127.0.0.1', {
      host: '127.0.0.1:3000',
      'x-forwarded-for': '1.1.1.1, 198.51.100.1',
      'x-forwarded-host': 'nordbil.se',
      'x-forwarded-proto': 'https',
    })
    settleForwardedHeaders(req, loopback)
    expect(req.headers).toEqual({ host: '127.0.0.1:3000', 'x-forwarded-for': '198.51.100.1', 'x-forwarded-host': 'nordbil.se', 'x-forwarded-proto': 'https' })
  })

  it("keeps a trusted proxy's request id, and no client's (issue 40: a request is logged under the proxy's id)", () => {
    const fromProxy = request('127.0.0.1', { host: 'nordbil.se', 'x-forwarded-for': '198.51.100.1', 'x-request-id': '5f2b0c9e8a7d4e1f9a3b6c2d1e0f4a5b' })
    settleForwardedHeaders(fromProxy, loopback)
    expect(fromProxy.headers['x-request-id']).toBe('5f2b0c9e8a7d4e1f9a3b6c2d1e0f4a5b')

    const fromClient = request('203.0.113.9', { host: 'nordbil.se', 'x-request-id': 'chosen-by-the-client' })
    settleForwardedHeaders(fromClient, none)
    expect(fromClient.headers['x-request-id']).toBeUndefined()

    // Even a trusted proxy's id must be a plain token: nothing that could break a log line.
    const odd = request('127.0.0.1', { host: 'nordbil.se', 'x-forwarded-for': '198.51.100.1', 'x-request-id': 'a b\n{"level":60}' })
    settleForwardedHeaders(odd, loopback)
    expect(odd.headers['x-request-id']).toBeUndefined()
  })
})

describe('addressLimitKey', () => {
  it('counts an IPv4 address alone and an IPv6 address by its /64', () => {
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressLimitKey('2001:db8:1:2:bbbb::7')).toBe(addressLimitKey('2001:db8:1:2:aaaa::1'))
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(addressLimitKey('2001:db8:1:2::1'))
    expect(addressLimitKey('unknown')).toBe('unknown')
  })
})
