import { IconSvg, type IconProps } from './IconSvg'

/** Two sheets: copy to the clipboard. */
export function CopyIcon({ className = 'h-4 w-4', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </IconSvg>
  )
}
