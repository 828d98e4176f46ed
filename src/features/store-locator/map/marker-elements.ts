import type { MarkerType } from '../rules/location'

/**
 * The markers and clusters on the map are HTML buttons (not map symbols): each is in the tab order,
 * has an accessible name from the dictionary (spec 01 §3 "aria texts for … marker and cluster")
 * and works with Enter and Space, and no map font (glyphs) has to be fetched for their text.
 */

const SVG = (path: string) => `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">${path}</svg>`

/** One drawing per type; the page names the types in neutral words (dictionary storeLocatorType…). */
export const MARKER_ICONS: Record<MarkerType, string> = {
  // A lightning bolt: a charging station.
  ChargingPoint: SVG('<path d="M13 2 4 14h6l-1 8 9-12h-6l1-8z"/>'),
  // A building with a door: a location with its own contact details.
  FordLocation: SVG('<path d="M3 21V9l9-6 9 6v12h-6v-6H9v6H3z"/>'),
  // A shop front with an awning: a dealer.
  IvecoLocation: SVG('<path d="M3 4h18l1 5a3 3 0 0 1-5 2 3 3 0 0 1-5 0 3 3 0 0 1-5 0 3 3 0 0 1-5-2l1-5zm1 9h16v8H4v-8zm5 2v4h6v-4H9z"/>'),
  // A dot in a ring: any other place.
  Location: SVG('<path d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"/>'),
}

const MARKER_CLASS =
  'sl-marker flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-accent text-accent-contrast shadow-md transition-transform hover:scale-110 focus-visible:scale-110 aria-pressed:z-10 aria-pressed:size-11 aria-pressed:bg-foreground aria-pressed:text-background'
const CLUSTER_CLASS =
  'sl-cluster flex size-11 cursor-pointer items-center justify-center rounded-full border-4 border-accent/40 bg-accent text-sm font-bold text-accent-contrast shadow-md hover:scale-110 focus-visible:scale-110'

export function markerButton(type: MarkerType, label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = MARKER_CLASS
  button.dataset.markerType = type
  button.setAttribute('aria-label', label)
  button.setAttribute('aria-pressed', 'false')
  button.innerHTML = MARKER_ICONS[type]
  button.addEventListener('click', (event) => {
    // The map would read the click as its own (a drag start, a click on the canvas).
    event.stopPropagation()
    onClick()
  })
  return button
}

export function clusterButton(count: number, label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = CLUSTER_CLASS
  button.setAttribute('aria-label', label)
  button.textContent = String(count)
  button.addEventListener('click', (event) => {
    event.stopPropagation()
    onClick()
  })
  return button
}

/** The searched place or the visitor's position: a dot, not a control (the list says where it sorts from). */
export function originDot(): HTMLElement {
  const dot = document.createElement('div')
  dot.setAttribute('aria-hidden', 'true')
  dot.className = 'size-4 rounded-full border-2 border-white bg-foreground shadow-[0_0_0_6px_rgb(0_0_0/0.15)]'
  return dot
}
