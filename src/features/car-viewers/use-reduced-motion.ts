'use client'

import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches

/**
 * Whether the visitor asks for reduced motion (then the 360 views do not turn by themselves:
 * WCAG 2.3.3 / 2.2.2). False on the server; follows changes of the setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
