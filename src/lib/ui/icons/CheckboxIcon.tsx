import { IconSvg, type IconProps } from './IconSvg'

/** A drawn check box, ticked when `checked` (a toggle button that reads as a box). */
export function CheckboxIcon({ checked, className = 'h-5 w-5', strokeWidth = 2 }: IconProps & { checked: boolean }) {
  return (
    <IconSvg viewBox="0 0 20 20" className={className} strokeWidth={strokeWidth}>
      <rect x="2.5" y="2.5" width="15" height="15" rx="3" />
      {checked ? <path d="M6 10.5l2.5 2.5L14 7.5" /> : null}
    </IconSvg>
  )
}
