import { useSyncExternalStore } from 'react'

export type SessionTextStore = {
  /** The text kept under the key, or null. */
  read(): string | null
  /** Keeps `text` (null removes the key) and tells every reader. */
  write(text: string | null): void
  /** The kept text for a component: null on the server and in the first client render, so both agree. */
  useText(): string | null
}

/**
 * One text in the tab's session storage, read through an external store. When the browser refuses
 * storage (some private modes, policies) the text lives in memory for the page view instead. The
 * tyre hotel's session and the kits' sales session and cart each keep theirs in one.
 */
export function createSessionTextStore(key: string): SessionTextStore {
  const listeners = new Set<() => void>()
  let memory: string | null = null
  const read = (): string | null => {
    try {
      return window.sessionStorage.getItem(key)
    } catch {
      return memory
    }
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    read,
    write(text) {
      memory = text
      try {
        if (text === null) window.sessionStorage.removeItem(key)
        else window.sessionStorage.setItem(key, text)
      } catch {
        // kept in memory for this page view
      }
      listeners.forEach((listener) => listener())
    },
    useText: () => useSyncExternalStore(subscribe, read, () => null),
  }
}
