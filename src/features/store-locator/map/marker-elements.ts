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

const DOT_CLASS = 'flex items-center justify-center rounded-full border-2 border-white shadow-md'

/** The classes of a picture marker, the chosen one larger and dark. */
export const markerDotClass = (active: boolean) => `${DOT_CLASS} ${active ? 'size-11 bg-foreground text-background' : 'size-9 bg-accent text-accent-contrast'}`

/** A marker on a map that is a picture (no action): drawn like a marker button, hidden from the accessibility tree (the map's name says where it is). */
export function markerDot(type: MarkerType, active: boolean): HTMLElement {
  const dot = document.createElement('div')
  dot.setAttribute('aria-hidden', 'true')
  dot.className = markerDotClass(active)
  dot.innerHTML = MARKER_ICONS[type]
  return dot
}

/** How far above its place the info marker's point ends: half the chosen marker (44 px) and a gap. */
export const INFO_MARKER_OFFSET_PX = 30
/** The height the info marker takes above its place (offset and a two-line card). */
export const INFO_MARKER_ROOM_PX = 84

/**
 * The info marker above a place (spec 03 §2.4 "the info marker shows at zoom 15 or higher"): its
 * name and address in a small card with a point towards the marker. Text only, hidden from the
 * accessibility tree: the marker itself carries the same name.
 */
export function infoMarker(name: string, address: string): HTMLElement {
  const card = document.createElement('div')
  card.setAttribute('aria-hidden', 'true')
  card.dataset.infoMarker = ''
  card.className =
    'pointer-events-none relative max-w-56 rounded-brand bg-background px-3 py-1.5 text-center text-xs leading-snug text-foreground shadow-md ring-1 ring-border'
  const title = document.createElement('strong')
  title.className = 'block text-sm'
  title.textContent = name
  const line = document.createElement('span')
  line.className = 'block text-muted'
  line.textContent = address
  const point = document.createElement('span')
  point.className =
    'absolute top-full left-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-background ring-1 ring-border [clip-path:polygon(100%_0,100%_100%,0_100%)]'
  card.append(title, line, point)
  return card
}
