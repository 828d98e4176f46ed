import type { FooterContent, SocialNetwork } from '@/features/shell-content'
import { logger } from '@/lib/logger'

import { socialNetworkLabel, socialNetworkOf } from './footer-links'
import { SocialIcon } from './SocialIcon'

type Props = { heading: string; links: FooterContent['socialLinks'] }

/**
 * Icon links to the group's social accounts. A name we have no icon for is logged and skipped
 * (spec 01 §8 "Missing footer social icon"): an unlabeled blank square helps nobody. Server-only:
 * it logs with the server logger.
 */
export function FooterSocialLinks({ heading, links }: Props) {
  const shown: { network: SocialNetwork; url: string }[] = []
  for (const link of links) {
    const network = socialNetworkOf(link.name)
    if (!network) {
      logger.warn({ name: link.name }, 'Footer social link has no icon; skipped')
      continue
    }
    shown.push({ network, url: link.url })
  }
  if (shown.length === 0) return null

  return (
    <section aria-labelledby="site-footer-social">
      <h2 id="site-footer-social" className="mb-3 text-base font-semibold">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shown.map(({ network, url }) => (
          <li key={`${network}-${url}`}>
            <a
              href={url}
              aria-label={socialNetworkLabel[network]}
              title={socialNetworkLabel[network]}
              className="flex h-11 w-11 items-center justify-center rounded-full border border-footer-foreground/30 hover:bg-footer-foreground hover:text-footer-background focus-visible:outline-footer-foreground"
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
