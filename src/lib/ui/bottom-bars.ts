import { type RefObject, useEffect } from 'react'

/*
 * Why in lib/ and not in a feature: the page's fixed buttons (the shell's scroll-to-top) must stay
 * clear of the bars other features pin to the bottom of the window (the kits cart, the compare
 * bar, the booking summary), and neither side may import the other.
 */

/** A box in window coordinates (a DOMRect's edges). */
export type WindowBox = { top: number; bottom: number; left: number; right: number }

type Listener = () => void

const bars = new Set<HTMLElement>()
const listeners = new Set<Listener>()

const tell = () => listeners.forEach((listener) => listener())

/**
 * Registers an element that sits at the bottom of the window (`position: fixed` or `sticky` with
 * `bottom`) while it is mounted, so fixed buttons move out of its way: when it appears, goes, or
 * changes size or ends a transition.
 */
export function useBottomBar(ref: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    const element = ref.current
    if (!element || !active) return
    bars.add(element)
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(tell) : undefined
    resizes?.observe(element)
    // A drawer that slides open moves without changing size.
    element.addEventListener('transitionend', tell)
    tell()
    return () => {
      bars.delete(element)
      resizes?.disconnect()
      element.removeEventListener('transitionend', tell)
      tell()
    }
  }, [ref, active])
}

/** Calls `listener` whenever a bottom bar appears, goes or changes size; returns the unsubscription. */
export function subscribeBottomBars(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Where the registered bars are now (those drawn: an element with no box is left out). */
export function bottomBarBoxes(): WindowBox[] {
  const boxes: WindowBox[] = []
  for (const bar of bars) {
    const { top, bottom, left, right, width, height } = bar.getBoundingClientRect()
    if (width > 0 && height > 0) boxes.push({ top, bottom, left, right })
  }
  return boxes
}
