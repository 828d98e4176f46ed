'use client'

import { useSyncExternalStore } from 'react'

import { DESKTOP_MIN_WIDTH } from '../rules/constants'

const QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Whether the page is at desktop width (spec 01 §2.10 "On mobile there are two tabs: Panel and Map.
 * On desktop both show"; the switch is 1024 px). The server renders the phone layout's state; CSS
 * already shows both panes from 1024 px, so nothing jumps when this turns true after hydration.
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
