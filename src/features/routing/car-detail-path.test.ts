import { describe, expect, it } from 'vitest'

import { carDetailHref, carDetailPathParts, carDetailRedirectPath, parseCarDetailPath } from './car-detail-path'
import { usedVolvo } from '@/integrations/search/testing/test-cars'

describe('parseCarDetailPath', () => {
  it('reads /kop-bil/1001/volvo-xc60-2021 as car 1001 with its slug', () => {
    expect(parseCarDetailPath(['1001', 'volvo-xc60-2021'])).toEqual({ kind: 'car', id: '1001', slug: 'volvo-xc60-2021' })
  })

  it('reads only the last two segments when there are more', () => {
    expect(parseCarDetailPath(['begagnade', 'volvo', '1001', 'volvo-xc60-2021'])).toEqual({ kind: 'car', id: '1001', slug: 'volvo-xc60-2021' })
  })

  it('takes the last segment as the id when the one before it is not numeric', () => {
    expect(parseCarDetailPath(['1001'])).toEqual({ kind: 'id-only', id: '1001' })
    expect(parseCarDetailPath(['volvo-xc60-2021', '1001'])).toEqual({ kind: 'id-only', id: '1001' })
    expect(parseCarDetailPath(['1001', ''])).toEqual({ kind: 'id-only', id: '1001' })
  })

  it('is a missing id (404) without segments or without a numeric id', () => {
    expect(parseCarDetailPath([])).toEqual({ kind: 'missing-id' })
    expect(parseCarDetailPath([''])).toEqual({ kind: 'missing-id' })
    expect(parseCarDetailPath(['volvo-xc60-2021'])).toEqual({ kind: 'missing-id' })
    expect(parseCarDetailPath(['volvo', 'xc60'])).toEqual({ kind: 'missing-id' })
    expect(parseCarDetailPath(['10a1'])).toEqual({ kind: 'missing-id' })
    expect(parseCarDetailPath(['1'.repeat(19)])).toEqual({ kind: 'missing-id' })
  })

  it("splits a segment on the ',-w-,' separator token", () => {
    expect(parseCarDetailPath(['1001,-w-,volvo-xc60-2021'])).toEqual({ kind: 'car', id: '1001', slug: 'volvo-xc60-2021' })
    expect(parseCarDetailPath(['volvo-xc60-2021,-w-,1001'])).toEqual({ kind: 'id-only', id: '1001' })
    expect(parseCarDetailPath(['begagnade,-w-,1001', 'volvo-xc60-2021'])).toEqual({ kind: 'car', id: '1001', slug: 'volvo-xc60-2021' })
  })

  it('understands the token percent-encoded, as a router may pass it', () => {
    expect(parseCarDetailPath(['1001%2C-w-%2Cvolvo-xc60-2021'])).toEqual({ kind: 'car', id: '1001', slug: 'volvo-xc60-2021' })
  })

  it('keeps a segment with a malformed escape instead of failing', () => {
    expect(parseCarDetailPath(['1001', 'volvo-%E0'])).toEqual({ kind: 'car', id: '1001', slug: 'volvo-%E0' })
  })
})

describe('carDetailPathParts', () => {
  it('drops empty parts left by trailing slashes and doubled tokens', () => {
    expect(carDetailPathParts(['1001,-w-,,-w-,volvo', ''])).toEqual(['1001', 'volvo'])
  })
})

describe('carDetailRedirectPath', () => {
  it('points an id-only URL at {detail path}/{id}/{slug}', () => {
    expect(carDetailRedirectPath('/kop-bil/', usedVolvo)).toBe('/kop-bil/1001/volvo-xc60-t6-recharge-inscription-2021')
    expect(carDetailRedirectPath('/en/buy-car', { car_id: '7', slug: 'ford-focus-2019' })).toBe('/en/buy-car/7/ford-focus-2019')
  })
})

describe('carDetailHref', () => {
  it('joins base path, id and slug', () => {
    const car = { car_id: '1001', slug: 'volvo-xc60-t6-2022' }
    expect(carDetailHref('/kop-bil', car)).toBe('/kop-bil/1001/volvo-xc60-t6-2022')
    expect(carDetailHref('/en/kop-bil/', car)).toBe('/en/kop-bil/1001/volvo-xc60-t6-2022')
  })
})
