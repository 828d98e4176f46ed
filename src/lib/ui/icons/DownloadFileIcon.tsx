import { IconSvg, type IconProps } from './IconSvg'

/** A page with a down arrow: a file to download. */
export function DownloadFileIcon({ className = 'h-6 w-6', strokeWidth = 1.6 }: IconProps) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} strokeWidth={strokeWidth}>
      <path d="M5 2.5h7l3.5 3.5v11.5H5z" />
      <path d="M12 2.5V6h3.5M10 9v5.5M7.5 12l2.5 2.5 2.5-2.5" />
    </IconSvg>
  )
}
