import { afterEach, describe, expect, it, vi } from 'vitest'

import { processSingleton } from '@/lib/process-singleton'
import { startDraining } from '@/lib/shutdown'

import { handleHealthRequest } from './health-http'

const count = vi.fn(async () => 3)
vi.mock('@/cms/payload-client', () => ({ getPayloadClient: async () => ({ count }) }))

afterEach(() => processSingleton('ShutdownDraining').set(undefined))

describe('GET /healthz', () => {
  it('answers 200 while the process serves, having asked the database', async () => {
    const res = await handleHealthRequest()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'up' })
    expect(count).toHaveBeenCalled()
  })

  it('answers 503 "shutting_down" once the process is told to stop, so the load balancer takes it out before its port closes', async () => {
    startDraining()
    const res = await handleHealthRequest()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', error: 'shutting_down' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
