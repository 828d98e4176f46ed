'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * Copies text to the clipboard and says so for `showForMs` (`copied`), for a button's live region:
 * the footer's copy buttons and the car page's share fallback. Without a clipboard (an insecure
 * context, a refused permission) it claims nothing: `copy` resolves false.
 */
export function useCopyToClipboard(showForMs: number): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      return false
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), showForMs)
    return true
  }
  return { copied, copy }
}
