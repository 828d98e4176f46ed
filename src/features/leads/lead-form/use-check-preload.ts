'use client'

import { useEffect, useRef } from 'react'

/**
 * A ref for a lead form whose check (zod and the form's schema) is a chunk of its own: the chunk
 * starts loading as the visitor first focuses a control, so it is there by the time they send
 * (lazyResolver waits for it otherwise). A listener, not a handler: the form itself is not
 * interactive. docs/architecture.md 'Client code per page'.
 */
export function useCheckPreload<T extends HTMLElement = HTMLFormElement>(load: () => Promise<unknown>) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    const preload = () => void load().catch(() => undefined)
    element?.addEventListener('focusin', preload, { once: true })
    return () => element?.removeEventListener('focusin', preload)
  }, [load])
  return ref
}
