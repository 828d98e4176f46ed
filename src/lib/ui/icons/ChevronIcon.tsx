import { IconSvg, type IconProps } from './IconSvg'

export type ChevronDirection = 'left' | 'right' | 'up' | 'down'

const PATHS: Record<ChevronDirection, string> = {
  left: 'M12.5 4.5L7 10l5.5 5.5',
  right: 'M7.5 4.5L13 10l-5.5 5.5',
  up: 'M4.5 12.5L10 7l5.5 5.5',
  down: 'M5 7.5l5 5 5-5',
}

/** A chevron: previous/next (left, right), open/closed (down, up; rotated by the caller to turn). */
export function ChevronIcon({ direction, className = 'h-5 w-5', strokeWidth = 2 }: IconProps & { direction: ChevronDirection }) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} strokeWidth={strokeWidth}>
      <path d={PATHS[direction]} />
    </IconSvg>
  )
}
