import { describe, expect, it } from 'vitest'

import { buildPageViewEvent, pageViewPath, type PageViewPage } from './page-view'
import { pageViewEventSchema } from './page-view-schema'

const page: PageViewPage = { pageName: 'Begagnade bilar', variantId: 'page-42', language: 'sv', siteKey: 'bilhuset' }

describe('page-view event (spec 01 §7.2)', () => {
  it('is sent on the WEB channel with currency USD, page name, variant id, language, path and site', () => {
    expect(buildPageViewEvent(page, '/begagnade-bilar')).toEqual({
      channel: 'WEB',
      currency: 'USD',
      pageName: 'Begagnade bilar',
      variantId: 'page-42',
      language: 'sv',
      path: '/begagnade-bilar',
      siteKey: 'bilhuset',
    })
  })

  it('never records the query string or fragment, which may hold personal data', () => {
    expect(pageViewPath('/en/search?keyphrase=volvo&email=a@b.se#top')).toBe('/en/search')
    expect(buildPageViewEvent(page, '/kontakt#form').path).toBe('/kontakt')
  })

  it('says USD whatever the site sells in (spec 01 §7.2)', () => {
    expect(buildPageViewEvent({ ...page, siteKey: 'fjordbil', language: 'nb' }, '/').currency).toBe('USD')
  })

  it('builds events the server accepts', () => {
    for (const location of ['/', '/en/cars/volvo', '/fi/autot?sivu=2', 'relative']) {
      expect(pageViewEventSchema.safeParse(buildPageViewEvent(page, location)).success).toBe(true)
    }
  })
})

describe('pageViewEventSchema', () => {
  const event = buildPageViewEvent(page, '/')
  const failing = (over: Record<string, unknown>) => {
    const result = pageViewEventSchema.safeParse({ ...event, ...over })
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'))
  }

  it('accepts language tags with a region', () => {
    expect(failing({ language: 'sv-SE' })).toEqual([])
    expect(failing({ language: 'en-GB' })).toEqual([])
  })

  it('names the field that is wrong', () => {
    expect(failing({ channel: 'APP' })).toEqual(['channel'])
    expect(failing({ currency: 'kr' })).toEqual(['currency'])
    expect(failing({ currency: 'sek' })).toEqual(['currency'])
    expect(failing({ pageName: '  ' })).toEqual(['pageName'])
    expect(failing({ variantId: '' })).toEqual(['variantId'])
    expect(failing({ language: 'Swedish' })).toEqual(['language'])
    expect(failing({ path: 'https://evil.example/x' })).toEqual(['path'])
    expect(failing({ path: '/search?q=1' })).toEqual(['path'])
    expect(failing({ siteKey: undefined })).toEqual(['siteKey'])
  })

  it('drops fields it does not know', () => {
    const parsed = pageViewEventSchema.parse({ ...event, email: 'someone@example.com' })
    expect(parsed).not.toHaveProperty('email')
  })
})
