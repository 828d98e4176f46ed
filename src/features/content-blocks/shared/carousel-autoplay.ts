/**
 * When a carousel moves by itself (spec 01 §2.9 "carousels with default auto-play delay 5 seconds",
 * §9; issue 21 "pauses on hover, focus and reduced motion"). Pure, so the island only reports what
 * the visitor does and this decides.
 */

/** spec 01 §9: the default auto-play delay. */
export const DEFAULT_AUTOPLAY_DELAY_MS = 5000

export type AutoplayState = {
  /** The editor turned auto-play on and gave a delay above 0. */
  enabled: boolean
  slideCount: number
  hovered: boolean
  /** Keyboard focus is inside the carousel. */
  focused: boolean
  /** The visitor asks for reduced motion: nothing moves by itself. */
  reducedMotion: boolean
  /** The visitor pressed the carousel's pause button. */
  pausedByVisitor: boolean
}

export function autoplayRuns(state: AutoplayState): boolean {
  return state.enabled && state.slideCount > 1 && !state.hovered && !state.focused && !state.reducedMotion && !state.pausedByVisitor
}

/** The editor's delay in seconds as milliseconds: empty means the spec's 5 s; 0 or less turns auto-play off. */
export function autoplayDelayMs(seconds: number | null | undefined): number {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return DEFAULT_AUTOPLAY_DELAY_MS
  return seconds <= 0 ? 0 : Math.round(Math.min(seconds, 60) * 1000)
}

/** '{index} av {total}': a slide's or dot's name. */
export const slideName = (template: string, index: number, total: number) => template.replace('{index}', String(index)).replace('{total}', String(total))
