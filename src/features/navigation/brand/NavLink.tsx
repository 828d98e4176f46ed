import Link from 'next/link'
import type { ComponentPropsWithRef } from 'react'

import type { LinkTarget } from '@/features/shell-content'

type NavLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target'> & {
  href: string
  target?: LinkTarget
  /** The page being shown (or a page below it): aria-current="page" (spec 01 §3 TopSelected). */
  current?: boolean
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** A menu link: client-side navigation inside the site, a plain <a> for outside addresses. */
export function NavLink({ href, target = '_self', current = false, children, ...rest }: NavLinkProps) {
  const ariaCurrent = current ? ('page' as const) : undefined
  if (isInternal(href) && target !== '_blank') {
    return (
      <Link href={href} aria-current={ariaCurrent} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined} aria-current={ariaCurrent} {...rest}>
      {children}
    </a>
  )
}
