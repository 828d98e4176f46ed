import { localizedPath } from '@/lib/page-path'

import type { BlockComponentProps } from '../block-types'
import { SHARE_SERVICES, shareHref, type ShareService, socialSharingBlockData } from './social-sharing-block'

const ICONS: Record<ShareService, string> = {
  facebook: 'M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0014.3 4.3c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
  linkedin:
    'M4.5 9h3v11h-3zM6 4a1.7 1.7 0 110 3.5A1.7 1.7 0 016 4zm3.5 5h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
  x: 'M4 4h4.5l3.7 5 4.3-5h2.2l-5.5 6.4L19.5 20H15l-4-5.4L6.3 20H4.1l5.9-6.8z',
  email: 'M3.5 6h17v12h-17zM3.5 6l8.5 7 8.5-7',
}

const LABEL_KEY = { facebook: 'shareFacebook', linkedin: 'shareLinkedIn', x: 'shareX', email: 'shareEmail' } as const

/** Social sharing (spec 01 §2.9): plain share links with the page's canonical address; no third-party scripts. */
export default function SocialSharingBlock({ block, context }: BlockComponentProps) {
  const data = socialSharingBlockData.parse(block)
  const { dictionary: d, locale, site, request } = context
  const services = data.services && data.services.length > 0 ? data.services : SHARE_SERVICES
  // The page's address as the site's canonical origin names it (the page hands it over as request.origin).
  const pageUrl = `${request.origin}${localizedPath(request.path, locale, site.defaultLocale)}`
  const title = data.title?.trim() || d.t('shareHeading')
  return (
    <section data-block="socialSharing" aria-label={title} className="mx-auto max-w-3xl px-4 py-6">
      <h2 className="heading-h3 mb-3">{title}</h2>
      <ul className="flex flex-wrap gap-3">
        {services.map((service) => (
          <li key={service}>
            <a
              href={shareHref(service, pageUrl, site.name)}
              target={service === 'email' ? undefined : '_blank'}
              rel={service === 'email' ? undefined : 'noopener noreferrer'}
              className="flex h-11 w-11 items-center justify-center rounded-full border border-border bg-background text-foreground hover:bg-surface"
              title={d.t(LABEL_KEY[service])}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill={service === 'email' ? 'none' : 'currentColor'}
                stroke={service === 'email' ? 'currentColor' : 'none'}
                strokeWidth="1.8"
                strokeLinejoin="round"
              >
                <path d={ICONS[service]} />
              </svg>
              <span className="sr-only">
                {d.t(LABEL_KEY[service])}
                {service === 'email' ? '' : ` ${d.t('opensInNewWindow')}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
