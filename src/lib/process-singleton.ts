/*
 * Why on globalThis and not in a module variable: Next loads one module more than once in one
 * process (each route bundle, the CMS API, instrumentation, and the HTTP entry src/server.ts has a
 * copy of its own), and the dev server reloads changed modules. A module variable would be one per
 * copy: two search engines with two sets of index replicas, two outbox timers, a cache the admin
 * clears while the pages read another. One property of globalThis per name is one per process.
 *
 * The property is `__showroom<name>`: the test setup (tests/setup/fresh-modules.ts) stops and forgets
 * every such value between test files, as a new process would start without them.
 */

/** A value shared by every copy of a module in this process, under one name. */
export type ProcessSingleton<T> = {
  /** The value, or undefined while none is set. */
  get(): T | undefined
  /** The value, made by `create` the first time any copy of the module asks. */
  getOrCreate(create: () => T): T
  /** Replaces the value (undefined forgets it, so the next `getOrCreate` makes a new one). */
  set(value: T | undefined): void
}

/**
 * The process-wide value called `name` (PascalCase, unique in the project: one name, one type).
 * Each call hands out a view of the same slot, so every module copy that asks by the name shares it.
 */
export function processSingleton<T>(name: string): ProcessSingleton<T> {
  const property = `__showroom${name}`
  const slots = globalThis as unknown as Record<string, T | undefined>
  return {
    get: () => slots[property],
    getOrCreate: (create) => (slots[property] ??= create()),
    set: (value) => {
      if (value === undefined) delete slots[property]
      else slots[property] = value
    },
  }
}
