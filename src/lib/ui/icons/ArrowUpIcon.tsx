import { IconSvg, type IconProps } from './IconSvg'

/** ↑: back to the top of the page. */
export function ArrowUpIcon({ className = 'h-6 w-6', strokeWidth = 2.5 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </IconSvg>
  )
}
