import { IconSvg, type IconProps } from './IconSvg'

/** A loudspeaker, crossed out when `muted`. */
export function SoundIcon({ muted, className = 'h-5 w-5', strokeWidth = 1.8 }: IconProps & { muted: boolean }) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} strokeWidth={strokeWidth}>
      <path d="M3 8v4h3l4 3.5v-11L6 8z" fill="currentColor" />
      {muted ? <path d="M13 7.5l5 5M18 7.5l-5 5" /> : <path d="M13.5 7a4 4 0 010 6M15.5 5a7 7 0 010 10" />}
    </IconSvg>
  )
}
