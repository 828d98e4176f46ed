import { vi } from 'vitest'

/**
 * The unit and integration files share their worker's module cache (isolate: false): the
 * libraries (Payload, Next, React, drizzle, Testing Library) load once per worker instead of once
 * per file, which was 79 of the SQLite run's 192 s and about half of the unit run's CPU time. Each
 * file still starts as a process of its own would: the project's own modules load afresh, the
 * process-wide singletons (`processSingleton`, kept as `globalThis.__showroom*`: the search
 * engine, the adapters, caches, outboxes) are gone, and the environment is as the run began (before the integration project's
 * setup-env.ts sets the file's database and data folder).
 */
const shared = globalThis as typeof globalThis & { __testRunEnv?: NodeJS.ProcessEnv }
const runEnv = (shared.__testRunEnv ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in runEnv)) delete process.env[name]
Object.assign(process.env, runEnv)

/** What an earlier file left running (an outbox's timer, the invalidation signal's poll) stops, as its process would have ended. */
function stopRunning(value: unknown): void {
  if (value instanceof Promise) {
    void value.then(stopRunning, () => undefined)
    return
  }
  if (value instanceof Map) {
    for (const item of value.values()) stopRunning(item)
    return
  }
  if (!value || typeof value !== 'object') return
  const running = value as { stop?: unknown; polling?: unknown }
  if (typeof running.stop === 'function') (running.stop as () => void)()
  if (running.polling) clearInterval(running.polling as ReturnType<typeof setInterval>)
}

for (const name of Object.keys(globalThis)) {
  if (!name.startsWith('__showroom')) continue
  stopRunning((globalThis as Record<string, unknown>)[name])
  delete (globalThis as Record<string, unknown>)[name]
}

vi.resetModules()
