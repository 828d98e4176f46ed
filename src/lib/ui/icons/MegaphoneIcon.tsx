import { IconSvg, type IconProps } from './IconSvg'

/** A megaphone: an announcement or campaign. */
export function MegaphoneIcon({ className = 'h-6 w-6', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l10 5V4L7 9H4a1 1 0 0 0-1 1z" />
      <path d="M7 15l1.5 5h2.5l-1-4.2M20.5 9.5a3.5 3.5 0 0 1 0 5" />
    </IconSvg>
  )
}
