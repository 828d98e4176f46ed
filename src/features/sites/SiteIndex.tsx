import { THEMES, ThemeScope } from '@/features/themes'
import { getConfig } from '@/lib/config'
import { LOCALE_LABELS } from '@/lib/locales'

import { loadSites } from './site-repository'
import { sitePublicOrigin } from './site-urls'

/** Developer index on the bare host: every site with its dev URL, languages and theme. */
export async function SiteIndex({ origin }: { origin: string }) {
  const sites = [...(await loadSites())].sort((a, b) => a.name.localeCompare(b.name, 'sv'))
  const config = getConfig()
  return (
    <ThemeScope theme="blue-accent">
      <main id="main" className="mx-auto w-full max-w-5xl px-4 py-12">
        <h1 className="mb-2">Showroom</h1>
        <p className="mb-8 text-muted">
          {sites.length} sites on this deployment. Editors sign in at{' '}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- /admin is Payload's own app with its own root layout: a full page load, not a client navigation */}
          <a className="text-link underline" href="/admin">
            /admin
          </a>{' '}
          ({config.admin.email}).
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {sites.map((site) => {
            const url = sitePublicOrigin(site, origin, config.indexHosts)
            return (
              <li key={site.key} className="rounded-brand border border-border bg-surface p-5">
                <h2 className="heading-h3 mb-1">
                  <a className="text-link underline underline-offset-2" href={`${url}/`}>
                    {site.name}
                  </a>
                </h2>
                <p className="mb-3 font-mono text-sm text-muted">{url.replace(/^https?:\/\//, '')}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">Languages</dt>
                  <dd>{site.locales.map((l) => LOCALE_LABELS[l]).join(', ')}</dd>
                  <dt className="text-muted">Theme</dt>
                  <dd>{THEMES[site.theme].label}</dd>
                  <dt className="text-muted">Hosts</dt>
                  <dd>{site.hostnames.join(', ') || '—'}</dd>
                </dl>
              </li>
            )
          })}
        </ul>
      </main>
    </ThemeScope>
  )
}
