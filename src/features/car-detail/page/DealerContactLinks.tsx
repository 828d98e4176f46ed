import type { Dictionary } from '@/features/dictionary'

export type DealerContactLinksProps = { phone?: string | null; email?: string | null; dictionary: Dictionary }

/** A phone number as a tel: URI: digits and a leading '+' only ('031-12 34 56' → 'tel:031123456'). */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/gu, '')}`
}

/** The dealer's phone (tel:) and e-mail (mailto:) links, each after its visible label. */
export function DealerContactLinks({ phone, email, dictionary: { t } }: DealerContactLinksProps) {
  const phoneText = phone?.trim()
  const emailText = email?.trim()
  if (!phoneText && !emailText) return null
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      {phoneText ? (
        <>
          <dt className="text-muted">{t('carDetailPhone')}</dt>
          <dd>
            <a href={telHref(phoneText)} className="font-semibold text-link underline underline-offset-4 hover:no-underline">
              {phoneText}
            </a>
          </dd>
        </>
      ) : null}
      {emailText ? (
        <>
          <dt className="text-muted">{t('carDetailEmail')}</dt>
          <dd className="break-words">
            <a href={`mailto:${emailText}`} className="font-semibold text-link underline underline-offset-4 hover:no-underline">
              {emailText}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  )
}
