import { describe, expect, it } from 'vitest'

import { DEMO_KIT_SESSION, fullSession, mergeSessions, sessionFromQuery, sessionFromStorage } from './kit-session'

describe('kit session (spec 03 §4: five values from the URL, valid only when all are set)', () => {
  it('reads the five values from the query and ignores others', () => {
    const q = new URLSearchParams('user=anna&dealer=D1&unit=U2&transactionId=T3&auto=FI-VEH-0001&utm_source=x')
    expect(sessionFromQuery(q)).toEqual({ user: 'anna', dealer: 'D1', unit: 'U2', transactionId: 'T3', auto: 'FI-VEH-0001' })
  })

  it('drops empty and over-long values', () => {
    expect(sessionFromQuery(new URLSearchParams(`user=&dealer=${'x'.repeat(101)}&auto=A1`))).toEqual({ auto: 'A1' })
  })

  it('is full only with all five values', () => {
    expect(fullSession({ user: 'a', dealer: 'b', unit: 'c', transactionId: 'd' })).toBeUndefined()
    expect(fullSession(DEMO_KIT_SESSION)).toEqual(DEMO_KIT_SESSION)
  })

  it('the URL wins over what session storage kept, field by field', () => {
    expect(mergeSessions({ user: 'old', auto: 'A1' }, { user: 'new' })).toEqual({ user: 'new', auto: 'A1' })
  })

  it('reads storage defensively: broken JSON or wrong types count as no session', () => {
    expect(sessionFromStorage('{not json')).toEqual({})
    expect(sessionFromStorage(JSON.stringify({ user: 5 }))).toEqual({})
    expect(sessionFromStorage(null)).toEqual({})
    expect(sessionFromStorage(JSON.stringify({ ...DEMO_KIT_SESSION, cart: [] }))).toEqual(DEMO_KIT_SESSION)
  })
})
