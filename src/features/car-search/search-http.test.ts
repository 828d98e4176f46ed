import { describe, expect, it, vi } from 'vitest'

import type { SearchEngine } from '@/integrations/search/search-engine'
import { SearchRequestError } from '@/integrations/search/search-errors'
import { handleSearchHttp, type SearchHttpResult } from './search-http'

const KEY = 'test-key-0123456789'
const answer = { facet: [], content: [{ car_id: '1' }], total_items: 1, limit: 24, offset: 0 }
const engine =
  (search: SearchEngine['search'] = async () => answer) =>
  async () => ({ search })

const call = (body: unknown, apiKey: string | null = KEY, e = engine()): Promise<SearchHttpResult> => {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return handleSearchHttp({ apiKey, contentLength: String(Buffer.byteLength(text)), readBody: async () => text }, KEY, e)
}
const fields = (r: SearchHttpResult) => (r.body as { issues: { field: string }[] }).issues.map((i) => i.field)

describe('POST /api/search', () => {
  it('answers a valid request with the engine’s response, defaults filled in', async () => {
    const search = vi.fn(async () => answer)
    const r = await call({ index: 'vehicles-se' }, KEY, engine(search))
    expect(r).toEqual({ status: 200, body: answer })
    expect(search).toHaveBeenCalledWith({ index: 'vehicles-se', limit: 24, offset: 0 })
  })

  it('refuses a missing or wrong key with 401', async () => {
    expect((await call({ index: 'x' }, null)).status).toBe(401)
    expect((await call({ index: 'x' }, 'wrong')).status).toBe(401)
  })

  it('names the field for bad input with 400', async () => {
    const bad = await call('{"index": ')
    expect(bad.status).toBe(400)
    expect(fields(bad)).toEqual(['(body)'])
    expect(fields(await call({ index: 'v', limit: 101 }))).toEqual(['limit'])
    expect(fields(await call({ index: 'v', offset: -1 }))).toEqual(['offset'])
    expect(fields(await call({ limit: 10 }))).toEqual(['index'])
    expect(fields(await call({ index: 'v', colour: 'red' }))).toEqual(['colour'])
    expect(fields(await call({ index: 'v', filters: [{ name: 'car_price', type: 'range', values: [1] }] }))).toContain('filters.0.values')
  })

  it('refuses bodies over 64 KB', async () => {
    const r = await call({ index: 'v', keyphrase: 'x'.repeat(70_000) })
    expect(r.status).toBe(400)
    expect((r.body as { error: string }).error).toBe('Request body too large')
  })

  it('turns the engine’s request errors into 400 naming the field', async () => {
    const r = await call(
      { index: 'nope' },
      KEY,
      engine(async () => Promise.reject(new SearchRequestError('index', 'Unknown index "nope"'))),
    )
    expect(r).toEqual({ status: 400, body: { error: 'Unknown index "nope"', issues: [{ field: 'index', message: 'Unknown index "nope"' }] } })
  })

  it('recognises request errors from another copy of the module (Next can load it twice)', async () => {
    const foreign = Object.assign(new Error('Unknown index "x"'), { name: 'SearchRequestError', field: 'index' })
    expect(
      (
        await call(
          { index: 'x' },
          KEY,
          engine(async () => Promise.reject(foreign)),
        )
      ).status,
    ).toBe(400)
  })

  it('answers an engine failure with the spec’s empty result, not a 500', async () => {
    const r = await call(
      { index: 'vehicles-se', limit: 48 },
      KEY,
      engine(async () => Promise.reject(new Error('database gone'))),
    )
    expect(r).toEqual({ status: 200, body: { facet: [], content: [], total_items: 0, limit: 48, offset: 0 } })
  })
})
