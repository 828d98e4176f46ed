import { IconSvg, type IconProps } from './IconSvg'

/** ✓: a chosen option. */
export function CheckIcon({ className = 'h-4 w-4', strokeWidth = 3 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M5 12l5 5 9-10" />
    </IconSvg>
  )
}
