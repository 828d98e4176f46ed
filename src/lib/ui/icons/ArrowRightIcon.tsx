import { IconSvg, type IconProps } from './IconSvg'

/** →: a "show all" link. */
export function ArrowRightIcon({ className = 'h-4 w-4', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} strokeWidth={strokeWidth}>
      <path d="M4 10h12M11 5l5 5-5 5" />
    </IconSvg>
  )
}
