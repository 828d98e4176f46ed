'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'

import type { PlacesMapCanvasProps } from './PlacesMapCanvas'
import { useNearViewport } from '@/lib/ui/use-near-viewport'

const PlacesMapCanvas = dynamic(() => import('./PlacesMapCanvas').then((m) => m.PlacesMapCanvas), { ssr: false })

export type PlacesMapProps = PlacesMapCanvasProps & {
  /** The box's height, e.g. 'h-[500px]' (default 12 rem). */
  className?: string
}

/**
 * A map of several places for client islands (the service booking's workshops, spec 03 §2.4): a
 * marker for each, the active one highlighted with its info marker from `infoZoom` on, the camera
 * on the active place at `zoom` or around them all. With `onSelect` it is interactive (markers are
 * buttons, zoom buttons, two-finger/Ctrl-wheel gestures so the page still scrolls); without it, a
 * picture named by `texts.mapLabel` (role img), like StaticMap. MapLibre's chunk is fetched when
 * the box comes within half a screen of view.
 */
export function PlacesMap({ className = 'h-48', ...props }: PlacesMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  const picture = props.onSelect === undefined
  return (
    <div ref={box} data-places-map="" className={`relative w-full overflow-hidden rounded-brand bg-surface ${className}`}>
      {/* A picture's name sits beside the map, not around it (the attribution is a button and links). */}
      {picture ? <div role="img" aria-label={props.texts.mapLabel} className="absolute inset-0" /> : null}
      {near ? <PlacesMapCanvas {...props} /> : null}
    </div>
  )
}
