import { describe, expect, it, vi } from 'vitest'

import type { SearchEngine } from '@/integrations/search/search-engine'

import { normaliseRegistration } from './extra-media-port'
import { HttpExtraMedia } from './http-extra-media'
import { extraMediaFromStock, printedForms, StockExtraMedia } from './stock-extra-media'

describe('normaliseRegistration', () => {
  it('keys a plate without spaces or dashes, in upper case', () => {
    expect(normaliseRegistration('ab12 cde')).toBe('AB12CDE')
    expect(normaliseRegistration('ABC-123')).toBe('ABC123')
  })
  it('refuses what cannot be a plate', () => {
    expect(normaliseRegistration('')).toBeNull()
    expect(normaliseRegistration('../etc')).toBeNull()
    expect(normaliseRegistration('A')).toBeNull()
    expect(normaliseRegistration('ABCDEFGHIJKLM')).toBeNull()
  })
})

describe('printedForms', () => {
  it('asks for the UK and Nordic printings of a compact plate', () => {
    expect(printedForms('AB12CDE')).toEqual(['AB12CDE', 'AB12 CDE', 'AB 12CDE'])
    expect(printedForms('ABC123')).toEqual(['ABC123', 'ABC 123'])
  })
})

describe('extraMediaFromStock', () => {
  it('sets each has-flag from what is really there', () => {
    expect(extraMediaFromStock({ video_url: '/v.webm', images_360: ['/a.svg', ' '], internal_360: null })).toEqual({
      videoUrl: '/v.webm',
      images360: ['/a.svg'],
      internal360: null,
      hasVideo: true,
      has360: true,
      hasInternal360: false,
    })
  })
  it('says nothing exists for a car without extra media', () => {
    expect(extraMediaFromStock(undefined)).toMatchObject({ hasVideo: false, has360: false, hasInternal360: false })
  })
})

describe('StockExtraMedia', () => {
  const engineWith = (content: Record<string, unknown>[]) => {
    const search = vi.fn(async () => ({ facet: [], content, total_items: content.length, limit: 1, offset: 0 }))
    return { search, engine: async () => ({ search }) as unknown as SearchEngine }
  }

  it('finds the car by any printing of its plate in the site index', async () => {
    const { search, engine } = engineWith([{ car_regno: 'AB12 CDE', car_extra_media: { internal_360: '/i.svg' } }])
    const media = await new StockExtraMedia(engine).byRegistration('ab12cde', { siteKey: 'uk', vehiclesIndex: 'vehicles-uk' })
    expect(media).toMatchObject({ internal360: '/i.svg', hasInternal360: true, hasVideo: false })
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ index: 'vehicles-uk', filters: [{ name: 'car_regno', type: 'terms', values: ['AB12CDE', 'AB12 CDE', 'AB 12CDE'] }] }),
    )
  })
  it('answers null for an unknown plate, and for a site without stock', async () => {
    const { engine } = engineWith([])
    expect(await new StockExtraMedia(engine).byRegistration('ZZ99ZZZ', { siteKey: 'uk', vehiclesIndex: 'vehicles-uk' })).toBeNull()
    expect(await new StockExtraMedia(engine).byRegistration('ZZ99ZZZ', { siteKey: 'uk' })).toBeNull()
  })
})

describe('HttpExtraMedia', () => {
  // A recorded answer of the media service (spec 02 §3 'Extra media response').
  const recorded = {
    videoUrl: 'https://media.example.com/v/AB12CDE.mp4',
    images360: ['https://media.example.com/360/AB12CDE/01.jpg', 'https://media.example.com/360/AB12CDE/02.jpg'],
    internal360: null,
    hasVideo: true,
    has360: true,
    hasInternal360: false,
  }

  it('asks the service for the compact plate and maps its answer', async () => {
    const fetchImpl = vi.fn(async (_url: string) => Response.json(recorded))
    const media = await new HttpExtraMedia('https://media.example.com/api/carmedia/', 2000, fetchImpl as typeof fetch).byRegistration('ab12 cde')
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://media.example.com/api/carmedia/AB12CDE')
    expect(media).toEqual(recorded)
  })
  it('reads 404 as "no media" and other failures as errors for the caller to log', async () => {
    const notFound = vi.fn(async () => new Response('not found', { status: 404 }))
    expect(await new HttpExtraMedia('https://m.example.com', 2000, notFound as typeof fetch).byRegistration('AB12CDE')).toBeNull()
    const broken = vi.fn(async () => new Response('oops', { status: 503 }))
    await expect(new HttpExtraMedia('https://m.example.com', 2000, broken as typeof fetch).byRegistration('AB12CDE')).rejects.toThrow('503')
  })
  it('treats missing flags as false and refuses an answer whose 360 frames are not links', async () => {
    const sparse = vi.fn(async () => Response.json({ videoUrl: '/v.mp4' }))
    expect(await new HttpExtraMedia('https://m.example.com', 2000, sparse as typeof fetch).byRegistration('AB12CDE')).toMatchObject({
      hasVideo: false,
      has360: false,
    })
    const wrong = vi.fn(async () => Response.json({ images360: [1, 2], has360: true }))
    expect(await new HttpExtraMedia('https://m.example.com', 2000, wrong as typeof fetch).byRegistration('AB12CDE')).toMatchObject({
      images360: null,
      has360: true,
    })
  })
})
