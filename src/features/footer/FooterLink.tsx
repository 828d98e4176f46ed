import Link from 'next/link'

import type { ShellLink } from '@/features/shell-content'

import { CopyLinkButton } from './CopyLinkButton'
import { copyableAddress } from './footer-links'

export type CopyTexts = { copy: string; copied: string }

type Props = { link: ShellLink; copyTexts: CopyTexts; className?: string }

/**
 * One footer link; mailto: and tel: links get a copy button beside them (spec 01 §2.5). Site paths
 * go through next/link without prefetching: a footer full of links would otherwise prefetch
 * dozens of pages on every visit.
 */
export function FooterLink({ link, copyTexts, className = 'underline-offset-4 hover:underline focus-visible:outline-footer-foreground' }: Props) {
  const address = copyableAddress(link.href)
  const external = link.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const isSitePath = link.href.startsWith('/') && !link.href.startsWith('//')
  const anchor = isSitePath ? (
    <Link href={link.href} prefetch={false} className={className} {...external}>
      {link.text}
    </Link>
  ) : (
    <a href={link.href} className={className} {...external}>
      {link.text}
    </a>
  )
  if (!address) return anchor
  return (
    <span className="inline-flex items-center gap-1">
      {anchor}
      <CopyLinkButton address={address} copyLabel={copyTexts.copy} copiedLabel={copyTexts.copied} />
    </span>
  )
}
