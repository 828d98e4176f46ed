'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'

import type { StaticMapCanvasProps } from './StaticMapCanvas'
import { useNearViewport } from '@/lib/ui/use-near-viewport'

const StaticMapCanvas = dynamic(() => import('./StaticMapCanvas').then((m) => m.StaticMapCanvas), { ssr: false })

export type StaticMapProps = StaticMapCanvasProps & { className?: string }

/**
 * A non-interactive map of one place, e.g. the facility page's "static map" (spec 03 §2.1): a
 * picture with a text alternative (`label`, role img) in the server HTML, and the map drawn beside
 * it in the browser. The map code (MapLibre, ~290 KB of script and seconds of a phone's main
 * thread) is a chunk of its own, fetched and drawn only when the map comes within half a screen of
 * view: a map far down a page (the map block) costs its first load nothing. Give it a height
 * through `className` (default 12 rem).
 */
export function StaticMap({ className = 'h-48', ...props }: StaticMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  return (
    <div ref={box} className={`relative w-full overflow-hidden rounded-brand bg-surface ${className}`}>
      {/* The picture's name sits beside the map, not around it: the map's attribution control is a
          button and links, which must not be inside an image (axe nested-interactive). */}
      <div role="img" aria-label={props.label} className="absolute inset-0" />
      {near ? <StaticMapCanvas {...props} /> : null}
    </div>
  )
}
