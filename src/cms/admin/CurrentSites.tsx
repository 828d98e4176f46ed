import type { ServerProps } from 'payload'

import { assignedSiteIds, isAdmin } from '../access'

const TEXTS = {
  en: { one: 'You edit', many: 'You edit these sites', all: 'Administrator: all sites', none: 'No site is assigned to you yet; ask an administrator.' },
  sv: { one: 'Du redigerar', many: 'Du redigerar dessa sajter', all: 'Administratör: alla sajter', none: 'Du har ingen sajt ännu; be en administratör om en.' },
} as const

/**
 * In the admin's top bar: which site(s) the editor is working on (issue 24). The
 * multi-tenant plugin's site selector hides itself when there is only one site to choose, so an
 * editor of one site would otherwise see no site name anywhere.
 */
export default async function CurrentSites({ payload, user, i18n }: ServerProps) {
  if (!user) return null
  const texts = i18n?.language === 'sv' ? TEXTS.sv : TEXTS.en
  if (isAdmin(user as { role?: string })) return <p style={{ margin: 0, fontSize: '0.85rem', opacity: 0.8 }}>{texts.all}</p>
  const ids = assignedSiteIds(user)
  if (ids.length === 0) return <p style={{ margin: 0, fontSize: '0.85rem' }}>{texts.none}</p>
  const sites = await payload.find({
    collection: 'sites',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  const names = sites.docs.map((s) => s.name)
  return (
    <p data-testid="current-sites" style={{ margin: 0, fontSize: '0.85rem' }}>
      {names.length === 1 ? texts.one : texts.many}: <strong>{names.join(', ')}</strong>
    </p>
  )
}
