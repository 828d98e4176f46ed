import { IconSvg, type IconProps } from './IconSvg'

/** A heart, filled when `filled` (a favourite toggle that reads as saved). */
export function HeartIcon({ filled, className = 'h-5 w-5', strokeWidth = 2 }: IconProps & { filled: boolean }) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" fill={filled ? 'currentColor' : 'none'} />
    </IconSvg>
  )
}
