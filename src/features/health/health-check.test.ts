import { describe, expect, it } from 'vitest'

import { checkHealth } from './health-check'

describe('checkHealth', () => {
  it('reports 200 when the database answers', async () => {
    expect(await checkHealth(async () => 1)).toEqual({ status: 200, body: { status: 'ok', database: 'up' } })
  })
  it('reports 503 with a code, never the error text, when the database fails', async () => {
    const r = await checkHealth(async () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 (user showroom)')
    })
    expect(r).toEqual({ status: 503, body: { status: 'unavailable', database: 'down', error: 'database_unreachable' } })
    expect(JSON.stringify(r.body)).not.toContain('10.1.2.3')
  })
  it('reports 503 when the database hangs', async () => {
    const r = await checkHealth(() => new Promise(() => {}), 20)
    expect(r).toMatchObject({ status: 503, body: { error: 'database_timeout' } })
  })
})
