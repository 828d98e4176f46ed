import Link from 'next/link'
import type { ReactNode } from 'react'

import type { LinkKind } from './nav-links'

type NavLinkProps = {
  href: string
  kind: LinkKind
  className?: string
  /** Overrides kind's default: other sites open in a new tab (spec 01 §2.3 version B). */
  target?: '_self' | '_blank'
  ariaCurrent?: 'page' | 'true'
  ariaLabel?: string
  hrefLang?: string
  onNavigate?: () => void
  children: ReactNode
}

/** One navigation link: client navigation within the site, a plain anchor for anything else. */
export function NavLink({ href, kind, className, target, ariaCurrent, ariaLabel, hrefLang, onNavigate, children }: NavLinkProps) {
  const opensNewTab = (target ?? (kind === 'external' ? '_blank' : '_self')) === '_blank'
  if (kind === 'internal' && !opensNewTab) {
    return (
      <Link href={href} className={className} aria-current={ariaCurrent} aria-label={ariaLabel} hrefLang={hrefLang} onClick={onNavigate}>
        {children}
      </Link>
    )
  }
  return (
    <a
      href={href}
      className={className}
      aria-current={ariaCurrent}
      aria-label={ariaLabel}
      hrefLang={hrefLang}
      onClick={onNavigate}
      {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  )
}
