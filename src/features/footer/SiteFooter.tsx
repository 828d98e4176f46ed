import type { ReactNode } from 'react'

import { CookieSettingsButton } from '@/features/consent'
import type { FooterContent } from '@/features/shell-content'

import { FooterBrands } from './FooterBrands'
import { FooterColumns } from './FooterColumns'
import { FooterHighlightedLink } from './FooterHighlightedLink'
import { FooterInfoFields } from './FooterInfoFields'
import { FooterSocialLinks } from './FooterSocialLinks'

/** Resolved dictionary texts: footerCopy, footerCopied, footerSocialHeading, footerBrandsLabel, cookieSettings. */
export type FooterTexts = { copy: string; copied: string; social: string; brands: string; cookieSettings: string }

type Props = {
  footer: FooterContent
  texts: FooterTexts
  /** Dictionary consumerCreditWarning; the Swedish markets must warn that borrowing costs money (spec 01 §1). */
  consumerCreditWarning?: string
  siteName: string
  /** The page's own footer blocks, shown full width above the site-wide footer. */
  children?: ReactNode
}

/**
 * The site-wide footer (spec 01 §2.5, §3 Footer): brand logos, link columns, highlighted link,
 * social links, two info fields, the consumer-credit warning and a bottom row with the copyright
 * and the cookie-settings button (spec 01 §1). Needs a ConsentProvider above it.
 */
export function SiteFooter({ footer, texts, consumerCreditWarning, siteName, children }: Props) {
  const copyTexts = { copy: texts.copy, copied: texts.copied }
  // shell-settings.ts already filters; kept here too because these are the spec's rules (spec 01 §5):
  // brand logos only with a src, column items only with an href.
  const brands = footer.brands.filter((brand) => brand.logo.url)
  const columns = footer.columns.map((column) => ({ ...column, items: column.items.filter((item) => item.href) })).filter((column) => column.items.length > 0)
  const hasColumns = columns.length > 0
  const hasAside = Boolean(footer.highlightedLink) || footer.socialLinks.length > 0

  return (
    <footer data-testid="site-footer" className="site-footer bg-footer-background text-footer-foreground">
      {children ? <div className="w-full">{children}</div> : null}

      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12">
        {brands.length > 0 ? <FooterBrands heading={footer.brandsHeading || texts.brands} brands={brands} /> : null}

        {hasColumns || hasAside ? (
          <div className={hasColumns && hasAside ? 'grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]' : 'grid gap-10'}>
            {hasColumns ? <FooterColumns columns={columns} copyTexts={copyTexts} /> : null}
            {hasAside ? (
              <div className="flex flex-col gap-8">
                {footer.highlightedLink ? <FooterHighlightedLink link={footer.highlightedLink} copyTexts={copyTexts} /> : null}
                <FooterSocialLinks heading={texts.social} links={footer.socialLinks} />
              </div>
            ) : null}
          </div>
        ) : null}

        <FooterInfoFields fields={footer.infoFields} firstFullWidth={footer.infoFieldOneChildFullWidth} />

        {consumerCreditWarning ? (
          <p className="max-w-3xl border-l-4 border-footer-foreground/40 pl-4 text-sm text-footer-foreground/90">{consumerCreditWarning}</p>
        ) : null}
      </div>

      <div className="border-t border-footer-foreground/20">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm">
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
          <CookieSettingsButton label={texts.cookieSettings} />
        </div>
      </div>
    </footer>
  )
}
