import { IconSvg, type IconProps } from './IconSvg'

/** −: zoom out. */
export function MinusIcon({ className = 'h-5 w-5', strokeWidth = 2.5 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M5 12h14" />
    </IconSvg>
  )
}
