import { describe, expect, it } from 'vitest'

import { isFormPostToPage } from './page-form-post'

const multipart = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'multipart/form-data; boundary=x', ...extra })

describe('isFormPostToPage', () => {
  it('finds multipart posts to pages', () => {
    expect(isFormPostToPage('POST', '/om-oss', multipart())).toBe(true)
    expect(isFormPostToPage('POST', '/admin/login', new Headers({ 'content-type': 'Multipart/Form-Data' }))).toBe(true)
  })
  it('leaves server actions, the API, other bodies and methods alone', () => {
    expect(isFormPostToPage('POST', '/admin', multipart({ 'next-action': 'abc' }))).toBe(false)
    expect(isFormPostToPage('POST', '/api/media', multipart())).toBe(false)
    expect(isFormPostToPage('POST', '/om-oss', new Headers({ 'content-type': 'text/plain' }))).toBe(false)
    expect(isFormPostToPage('GET', '/om-oss', multipart())).toBe(false)
  })
})
