import { afterEach, describe, expect, it } from 'vitest'

import { processSingleton } from './process-singleton'
import { onShutdown, runShutdownTasks } from './shutdown'

afterEach(() => processSingleton('ShutdownTasks').set(undefined))

describe('shutdown tasks (issue 40: graceful shutdown)', () => {
  it('waits for every task, even when one fails', async () => {
    const ended: string[] = []
    onShutdown(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      ended.push('delivery in flight')
    })
    onShutdown(async () => {
      throw new Error('the CRM is down')
    })
    await runShutdownTasks(5_000)
    expect(ended).toEqual(['delivery in flight'])
  })

  it('gives up on a task that does not end within the limit', async () => {
    onShutdown(() => new Promise(() => {}))
    const started = performance.now()
    await runShutdownTasks(50)
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
