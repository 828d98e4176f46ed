import { describe, expect, it } from 'vitest'

import { MAX_FAVOURITE_CARS } from '@/features/car-card'

import { parseCarIdList, sharedFavouritesUrl } from './favourite-car-ids'

describe('parseCarIdList', () => {
  it('keeps car ids in order, each once, and drops anything else', () => {
    expect(parseCarIdList('1002, 1001,abc,1002,,<script>,12345678901234567890')).toEqual(['1002', '1001'])
    expect(parseCarIdList(null)).toEqual([])
  })

  it(`keeps at most ${MAX_FAVOURITE_CARS}`, () => {
    const many = Array.from({ length: 80 }, (_, index) => String(1000 + index)).join(',')
    expect(parseCarIdList(many)).toHaveLength(MAX_FAVOURITE_CARS)
  })
})

describe('sharedFavouritesUrl', () => {
  it('is the page with the cars in its cars parameter, nothing else of the address', () => {
    expect(sharedFavouritesUrl('https://nordbil.example/favoriter?cars=1&utm=x#top', ['1001', '1002'])).toBe('https://nordbil.example/favoriter?cars=1001,1002')
  })
})
