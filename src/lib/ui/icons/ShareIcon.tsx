import { IconSvg, type IconProps } from './IconSvg'

/** An arrow out of a box: share this page. */
export function ShareIcon({ className = 'h-4 w-4', strokeWidth = 2 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 24 24" className={className} strokeWidth={strokeWidth}>
      <path d="M12 3v12" />
      <path d="m7 8 5-5 5 5" />
      <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    </IconSvg>
  )
}
