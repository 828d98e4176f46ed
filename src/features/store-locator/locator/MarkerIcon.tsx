import type { MarkerType } from '../rules/location'
import { MARKER_ICONS } from '../map/marker-elements'

/** The marker's drawing beside a list item, the same as on the map (decorative: the type is written out). */
export function MarkerIcon({ type, active }: { type: MarkerType; active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-9 shrink-0 items-center justify-center rounded-full ${active ? 'bg-foreground text-background' : 'bg-accent text-accent-contrast'}`}
      // A fixed drawing of ours (marker-elements.ts), not content.
      dangerouslySetInnerHTML={{ __html: MARKER_ICONS[type] }}
    />
  )
}
