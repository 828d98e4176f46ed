/**
 * A list kept in the browser's storage (the compare list in session storage, recently viewed cars
 * in local storage) as a tiny external store for useSyncExternalStore. Same-tab changes notify
 * subscribers directly; `storage` events (another document on the same storage) re-read the list.
 * Without usable storage (blocked, full) the list still works for the page's lifetime.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A stored list's items, unchecked: [] for nothing, text that is not JSON, or JSON that is not a list. */
export function parseStoredArray(raw: string | null | undefined): unknown[] {
  if (!raw) return []
  try {
    const data: unknown = JSON.parse(raw)
    return Array.isArray(data) ? data : []
  } catch {
    return []
  }
}

export type BrowserListStore<T> = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => readonly T[]
  getServerSnapshot: () => readonly T[]
  set: (entries: readonly T[]) => void
  update: (change: (entries: readonly T[]) => readonly T[]) => void
}

export type BrowserListStoreOptions<T> = {
  key: string
  getStorage: () => StorageLike | null
  /** The list from its stored text; garbage gives an empty list. */
  parse: (raw: string | null | undefined) => T[]
  serialize: (entries: readonly T[]) => string
  /** A smaller form to store when the full one does not fit (quota exceeded). */
  shrink?: (entries: readonly T[]) => readonly T[]
  /** Said when not even the smaller form could be stored. */
  onWriteFailed?: (error: unknown) => void
}

export function createBrowserListStore<T>({ key, getStorage, parse, serialize, shrink, onWriteFailed }: BrowserListStoreOptions<T>): BrowserListStore<T> {
  const EMPTY: readonly T[] = Object.freeze([])
  const listeners = new Set<() => void>()
  let current: readonly T[] | null = null

  const storage = (): StorageLike | null => {
    try {
      return getStorage()
    } catch {
      return null
    }
  }

  const read = (): readonly T[] => {
    try {
      const entries = parse(storage()?.getItem(key))
      return entries.length === 0 ? EMPTY : entries
    } catch {
      return EMPTY
    }
  }

  const write = (entries: readonly T[]) => {
    const target = storage()
    if (!target) return
    try {
      if (entries.length === 0) target.removeItem(key)
      else target.setItem(key, serialize(entries))
    } catch (error) {
      try {
        if (!shrink) throw error
        target.setItem(key, serialize(shrink(entries)))
      } catch {
        onWriteFailed?.(error)
      }
    }
  }

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return
    current = read()
    notify()
  }

  const getSnapshot = () => {
    if (current === null) current = read()
    return current
  }

  const set = (entries: readonly T[]) => {
    current = entries.length === 0 ? EMPTY : entries
    write(current)
    notify()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
    getSnapshot,
    getServerSnapshot: () => EMPTY,
    set,
    update: (change) => {
      const before = getSnapshot()
      const after = change(before)
      if (after !== before) set(after)
    },
  }
}
