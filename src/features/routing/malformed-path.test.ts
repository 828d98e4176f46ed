import { describe, expect, it } from 'vitest'

import { hasMalformedPercentEscape, malformedPathResponse } from './malformed-path'

describe('hasMalformedPercentEscape', () => {
  it('finds escapes that cannot be decoded', () => {
    for (const path of ['/%zz', '/kop-bil/%E0%A4%A', '/api/cars/%', '/stock-images/%', '/%', '/a%2', '/%C0%AF', '/%FF'])
      expect(hasMalformedPercentEscape(path), path).toBe(true)
  })
  it('lets well-formed paths through', () => {
    for (const path of ['/', '/kop-bil/volvo/xc60', '/om%20oss', '/k%C3%B6p', '/%25', '/-/media/logo.png'])
      expect(hasMalformedPercentEscape(path), path).toBe(false)
  })
})

describe('malformedPathResponse', () => {
  it('answers 400 in JSON under /api and in text elsewhere', async () => {
    const api = malformedPathResponse('/api/cars/%')
    expect(api.status).toBe(400)
    expect(((await api.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/malformed %-escape/)
    const page = malformedPathResponse('/%zz')
    expect(page.status).toBe(400)
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
