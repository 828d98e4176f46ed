import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxy } from './proxy'

/** Issue 35 item 9: paths the proxy turns away before Next or a redirect's header sees them. */
describe('proxy: paths no route can take', () => {
  const get = (path: string, host = 'nordbil.localhost') => proxy(new NextRequest(`http://${host}${path}`, { headers: { host } }))

  it.each(['/sv/%00', '/sv/%7F', '/fi/%E2%80%AE', '/en/om-oss%C2%9B', '/kop-bil/%E2%81%A6x', '/api/pages/%0A'])(
    '%s answers 400 naming the character',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(400)
      expect(await res.text()).toMatch(/control character \(U\+[0-9A-F]{4}\) in a path segment/)
    },
  )

  it('still answers a malformed escape with 400', async () => {
    expect((await get('/%zz')).status).toBe(400)
  })
})
