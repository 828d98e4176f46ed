import { IconSvg, type IconProps } from './IconSvg'

/** Pause bars while something plays, the play triangle while it does not (videos, 360 rotation, autoplay). */
export function PlayPauseIcon({ playing, className = 'h-5 w-5' }: Omit<IconProps, 'strokeWidth'> & { playing: boolean }) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} filled>
      {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3.5v13l11-6.5z" />}
    </IconSvg>
  )
}
