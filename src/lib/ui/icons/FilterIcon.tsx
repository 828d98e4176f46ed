import { IconSvg, type IconProps } from './IconSvg'

/** Three narrowing lines: the filters. */
export function FilterIcon({ className = 'h-5 w-5', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </IconSvg>
  )
}
