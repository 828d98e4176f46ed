import { useMemo, useSyncExternalStore } from 'react'

import type { StoredSession } from '../tire-hotel-client'
import { TIRE_HOTEL_STORAGE_KEY } from '../tire-hotel-rules'

// The session lives in session storage under one key (spec §3); read through an external store so
// the server's HTML (Search) and the first client render agree, then the stored state shows.
const listeners = new Set<() => void>()
let memory: string | null = null // when the browser refuses storage (some private modes)

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(TIRE_HOTEL_STORAGE_KEY)
  } catch {
    return memory
  }
}

/** Keeps the session (an empty one removes the key) and tells every reader. */
export function saveSession(session: StoredSession) {
  const raw = Object.keys(session).length === 0 ? null : JSON.stringify(session)
  memory = raw
  try {
    if (raw === null) window.sessionStorage.removeItem(TIRE_HOTEL_STORAGE_KEY)
    else window.sessionStorage.setItem(TIRE_HOTEL_STORAGE_KEY, raw)
  } catch {
    // kept in memory for this page view
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function parseStored(raw: string | null): StoredSession {
  try {
    return raw ? (JSON.parse(raw) as StoredSession) : {}
  } catch {
    return {}
  }
}

/** The stored session: empty on the server and in the first client render, then what the tab kept. */
export function useStoredSession(): StoredSession {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  return useMemo(() => parseStored(raw), [raw])
}
