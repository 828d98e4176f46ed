import type { ReactNode } from 'react'

export type IconProps = {
  /** Size, colour and placement (`h-5 w-5 shrink-0 text-accent`); each icon has its usual size by default. */
  className?: string
  /**
   * Line width in the icon's own units. Callers that drew the icon in another box size pass the
   * width that keeps their lines as thick on screen as before.
   */
  strokeWidth?: number | string
}

/**
 * The frame every icon shares: decorative (`aria-hidden`, never a tab stop), drawn with the text
 * colour (`currentColor`), round line ends. What the icon means is the button's or link's name.
 */
export function IconSvg({
  viewBox,
  className,
  strokeWidth,
  filled = false,
  children,
}: {
  viewBox: string
  className?: string
  strokeWidth?: number | string
  /** A shape filled with the text colour instead of lines. */
  filled?: boolean
  children: ReactNode
}) {
  return filled ? (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} className={className} fill="currentColor">
      {children}
    </svg>
  ) : (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
