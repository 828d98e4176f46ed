import { IconSvg, type IconProps } from './IconSvg'

/** A bell: get told when something happens (a saved search's alerts). */
export function BellIcon({ className = 'h-5 w-5', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </IconSvg>
  )
}
