import Link from 'next/link'
import type { CSSProperties } from 'react'

import type { ShellImage } from '@/features/shell-content'

import { DEFAULT_LOGO_SIZE, logoDimension } from './nav-links'

type NavLogoProps = {
  logo?: ShellImage
  width: number
  height: number
  siteName: string
  homeHref: string
  /** "Bilia home page": the link's name, so it says where it goes rather than what the picture shows. */
  homeLabel: string
}

/**
 * The site logo linking to the start page, logoWidth x logoHeight (default 150 x 55) and 90 % of
 * that below 640 px (spec 01 §2.3, §9). Without a logo the site name is shown.
 */
export function NavLogo({ logo, width, height, siteName, homeHref, homeLabel }: NavLogoProps) {
  const size = {
    '--logo-w': `${logoDimension(width, DEFAULT_LOGO_SIZE.width)}px`,
    '--logo-h': `${logoDimension(height, DEFAULT_LOGO_SIZE.height)}px`,
  } as CSSProperties
  return (
    <Link
      href={homeHref}
      aria-label={homeLabel}
      className="my-2 flex min-h-11 shrink-0 items-center self-center rounded-brand font-heading text-xl font-bold"
      style={size}
    >
      {logo ? (
        // Logos are small brand SVGs; next/image does not optimise SVG.
        // eslint-disable-next-line @next/next/no-img-element -- small SVG pictures from the CMS or the demo; next/image passes vector images through unoptimised
        <img
          src={logo.url}
          alt=""
          width={logoDimension(width, DEFAULT_LOGO_SIZE.width)}
          height={logoDimension(height, DEFAULT_LOGO_SIZE.height)}
          className="h-[calc(var(--logo-h)*0.9)] w-[calc(var(--logo-w)*0.9)] object-contain object-left sm:h-(--logo-h) sm:w-(--logo-w)"
        />
      ) : (
        <span>{siteName}</span>
      )}
    </Link>
  )
}
