import Link from 'next/link'
import type { CSSProperties } from 'react'

import type { ShellImage } from '@/features/shell-content'

import { FOCUS_RING } from './nav-styles'

type BrandLogoProps = {
  logo?: ShellImage
  width: number
  height: number
  siteName: string
  homeHref: string
  /** "Nordbil home page": the link's name. */
  homeLabel: string
  onNavigate?: () => void
}

/**
 * The site logo linking to the start page (spec 01 §2.3). Sized LogoWidth x LogoHeight, 90 % of that
 * below 640 px, in CSS through custom properties so the server HTML is already right.
 */
export function BrandLogo({ logo, width, height, siteName, homeHref, homeLabel, onNavigate }: BrandLogoProps) {
  const size = { '--logo-w': `${width}px`, '--logo-h': `${height}px` } as CSSProperties
  return (
    <Link
      href={homeHref}
      onClick={onNavigate}
      style={size}
      aria-label={logo ? undefined : homeLabel}
      className={`flex min-h-11 shrink-0 items-center ${FOCUS_RING}`}
    >
      {logo ? (
        // Logos are small SVGs drawn for each brand; next/image does not optimise SVG.
        // eslint-disable-next-line @next/next/no-img-element -- small SVG pictures from the CMS or the demo; next/image passes vector images through unoptimised
        <img
          src={logo.url}
          alt={homeLabel}
          width={width}
          height={height}
          className="h-[calc(var(--logo-h)*0.9)] w-[calc(var(--logo-w)*0.9)] object-contain object-left sm:h-(--logo-h) sm:w-(--logo-w)"
        />
      ) : (
        <span className="font-heading text-xl font-bold">{siteName}</span>
      )}
    </Link>
  )
}
