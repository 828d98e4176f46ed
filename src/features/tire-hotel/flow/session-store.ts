import { useMemo } from 'react'

import { createSessionTextStore } from '@/lib/ui/session-text-store'

import type { StoredSession } from '../tire-hotel-client'
import { TIRE_HOTEL_STORAGE_KEY } from '../tire-hotel-rules'

// The session lives in session storage under one key (spec §3); read through an external store so
// the server's HTML (Search) and the first client render agree, then the stored state shows.
const store = createSessionTextStore(TIRE_HOTEL_STORAGE_KEY)

/** Keeps the session (an empty one removes the key) and tells every reader. */
export function saveSession(session: StoredSession) {
  store.write(Object.keys(session).length === 0 ? null : JSON.stringify(session))
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
  const raw = store.useText()
  return useMemo(() => parseStored(raw), [raw])
}
