'use client'

import { type PointerEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { tooltipText } from '../tooltip-text'

export type TooltipProps = {
  /** The tooltip's text; cut to 288 characters plus '...' (spec 02 §5). */
  text: string
  /** What the tooltip is about: the trigger's visible content and accessible name, e.g. 'Pris saknas*'. */
  children: ReactNode
  className?: string
}

/*
 * Why in lib/: any feature may show a tooltip; a component that knows none of them (it imports React
 * and the cut only) lives below the features.
 */

/**
 * A tooltip that works for everybody, not a `title` (which touch screens and the keyboard never
 * show): the trigger is a button described by the tooltip (`aria-describedby`, role tooltip), which
 * shows while the pointer is over it or it has the focus, and on a tap (touch screens have no hover);
 * Escape hides it without moving the focus (WCAG 1.4.13). It sits centred above the trigger, moved
 * sideways as far as needed to stay on screen. The text is cut to 288 characters plus '...' (spec 02 §5).
 */
export function Tooltip({ text, children, className = '' }: TooltipProps) {
  const id = useId()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [tapped, setTapped] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const open = (hovered || focused || tapped) && !dismissed
  const box = useRef<HTMLSpanElement>(null)
  const tip = useRef<HTMLSpanElement>(null)

  // Centred above the trigger, then moved back inside the viewport (8 px from its edges) if it sticks out.
  useLayoutEffect(() => {
    const element = tip.current
    const wrapper = box.current
    if (!open || !element || !wrapper) return
    const area = wrapper.getBoundingClientRect()
    const width = element.offsetWidth
    const margin = 8
    const centred = area.left + area.width / 2 - width / 2
    const left = Math.max(margin, Math.min(centred, document.documentElement.clientWidth - margin - width))
    element.style.left = `${left - area.left}px`
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true)
    }
    // A tap elsewhere closes a tapped tooltip (a tap does not always move the focus).
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setTapped(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const reset = () => setDismissed(false)
  // A touch has no hover: its pointer 'leaves' as the finger lifts, which must not close what the tap opened.
  const mouse = (event: PointerEvent) => event.pointerType !== 'touch'
  return (
    <span ref={box} className={`relative inline-block ${className}`}>
      <button
        type="button"
        aria-describedby={id}
        className="cursor-help border-0 bg-transparent p-0 text-inherit underline decoration-dotted underline-offset-2"
        onPointerEnter={(event) => {
          if (!mouse(event)) return
          reset()
          setHovered(true)
        }}
        onPointerLeave={(event) => {
          if (mouse(event)) setHovered(false)
        }}
        onFocus={() => {
          reset()
          setFocused(true)
        }}
        onBlur={() => {
          setFocused(false)
          setTapped(false)
        }}
        onClick={() => {
          reset()
          setTapped((t) => !t)
        }}
      >
        {children}
      </button>
      <span
        ref={tip}
        role="tooltip"
        id={id}
        hidden={!open}
        className="absolute bottom-full left-0 z-20 mb-2 w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-brand bg-foreground px-3 py-2 text-left text-sm font-normal whitespace-normal text-background shadow-lg"
      >
        {tooltipText(text)}
      </span>
    </span>
  )
}
