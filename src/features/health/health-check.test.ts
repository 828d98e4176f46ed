import { describe, expect, it } from 'vitest'

import { checkHealth } from './health-check'

describe('checkHealth', () => {
  it('reports 200 when the database answers', async () => {
    expect(await checkHealth(async () => 1)).toEqual({ status: 200, body: { status: 'ok', database: 'up' } })
  })
  it('reports 503 with the reason when the database fails', async () => {
    const r = await checkHealth(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    })
    expect(r.status).toBe(503)
    expect(r.body).toMatchObject({ database: 'down', error: 'connect ECONNREFUSED 127.0.0.1:5432' })
  })
  it('reports 503 when the database hangs', async () => {
    const r = await checkHealth(() => new Promise(() => {}), 20)
    expect(r).toMatchObject({ status: 503, body: { error: 'no answer within 20 ms' } })
  })
})
