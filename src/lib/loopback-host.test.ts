import { describe, expect, it } from 'vitest'

import { isLoopbackHost } from './loopback-host'

describe('isLoopbackHost', () => {
  it('knows the names and addresses only this machine answers', () => {
    for (const host of ['localhost', 'LOCALHOST', 'nordbil.localhost', 'localhost.', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true)
  })
  it('counts every other host as reachable from outside', () => {
    for (const host of ['nordbil.se', 'localhost.example.com', 'mylocalhost', '10.0.0.2', '0.0.0.0', '127.0.0.1.example.com', '[::2]', ''])
      expect(isLoopbackHost(host), host).toBe(false)
  })
})
