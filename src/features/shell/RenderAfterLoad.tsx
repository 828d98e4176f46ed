'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { renderAfterLoad } from '@/lib/ui/render-after-load'

/**
 * Draws the parts of the page marked `data-render-after-load` (a car page's lower
 * sections) once the page is idle after hydration, and again after a client-side navigation
 * brings a page with new ones (issue 39; lib/ui/render-after-load.ts says why).
 */
export function RenderAfterLoad() {
  const pathname = usePathname()
  useEffect(() => renderAfterLoad(), [pathname])
  return null
}
