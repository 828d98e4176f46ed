import { vi } from 'vitest'

/**
 * The integration files share one worker and its module cache (isolate: false): the libraries
 * (Payload, Next, React, drizzle) load once per run instead of once per file, which was 79 of the
 * SQLite run's 192 s. Each file still starts as a process of its own would: the project's own
 * modules load afresh, the process-wide singletons (`globalThis.__showroom*`: the search engine,
 * the adapters, caches, outboxes) are gone, and the environment is as the run began, before
 * setup-env.ts sets this file's database and data folder.
 */
const shared = globalThis as typeof globalThis & { __integrationRunEnv?: NodeJS.ProcessEnv }
const runEnv = (shared.__integrationRunEnv ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in runEnv)) delete process.env[name]
Object.assign(process.env, runEnv)

for (const name of Object.keys(globalThis)) {
  if (name.startsWith('__showroom')) delete (globalThis as Record<string, unknown>)[name]
}

vi.resetModules()
