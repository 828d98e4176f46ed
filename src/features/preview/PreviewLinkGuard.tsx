'use client'

import { useEffect, useState } from 'react'

/**
 * In the editors' preview, following a link would leave the previewed page (spec 01 §6: link
 * navigation is blocked). Links marked data-preview-allow (the exit link) still work.
 */
export function PreviewLinkGuard({ message }: { message: string }) {
  const [blocked, setBlocked] = useState(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!anchor || anchor.hasAttribute('data-preview-allow')) return
      event.preventDefault()
      event.stopPropagation()
      setBlocked(true)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  useEffect(() => {
    if (!blocked) return
    const timer = setTimeout(() => setBlocked(false), 2500)
    return () => clearTimeout(timer)
  }, [blocked])

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center">
      {blocked ? <span className="rounded-brand bg-foreground px-4 py-2 text-sm text-background shadow-lg">{message}</span> : null}
    </div>
  )
}
