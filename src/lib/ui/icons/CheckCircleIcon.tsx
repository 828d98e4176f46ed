import { IconSvg, type IconProps } from './IconSvg'

/** ✓ in a circle: something was sent. */
export function CheckCircleIcon({ className = 'size-10', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </IconSvg>
  )
}
