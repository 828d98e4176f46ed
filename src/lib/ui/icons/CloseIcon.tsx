import { IconSvg, type IconProps } from './IconSvg'

/** ✕: closes a dialog, a bar or a drawer, removes a filter chip, clears a search box. */
export function CloseIcon({ className = 'h-6 w-6', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6 6 18" />
    </IconSvg>
  )
}
