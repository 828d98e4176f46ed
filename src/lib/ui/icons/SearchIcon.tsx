import { IconSvg, type IconProps } from './IconSvg'

/** A magnifier: a search box's submit button. */
export function SearchIcon({ className = 'h-5 w-5', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} strokeWidth={strokeWidth}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M13 13l4.5 4.5" />
    </IconSvg>
  )
}
