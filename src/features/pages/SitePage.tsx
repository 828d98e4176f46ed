import { BlockZone } from '@/features/pages/BlockZone'
import type { BlockContext } from '@/features/content-blocks'
import { getDictionary } from '@/features/dictionary'
import { recordingSearchParams } from '@/features/page-cache'
import { SiteFrame } from '@/features/shell'
import { LivePreviewRefresh, PreviewLinkGuard } from '@/features/preview'
import type { SiteRecord } from '@/features/sites'
import { resolveTheme } from '@/features/themes'
import type { Locale } from '@/lib/locales'
import { JsonLd } from '@/lib/ui/JsonLd'

import { Breadcrumb } from './Breadcrumb'
import { acceptsWildcardSegments, opensWithWideBlock } from './main-zone-blocks'
import { tagManagerId, websiteJsonLd } from '@/features/page-head'

type PageDoc = {
  id?: number | string
  title?: string | null
  navTitle?: string | null
  path?: string | null
  brandDesign?: string | null
  gtmID?: string | null
  header?: unknown
  main?: unknown
  footer?: unknown
}

type Props = {
  site: SiteRecord
  locale: Locale
  page: PageDoc
  origin: string
  /** Segments below a wildcard page and the query string (the car list reads them). */
  request?: { segments: string[]; searchParams: Readonly<Record<string, string | string[] | undefined>> }
  /** Editors' preview: drafts, links blocked, no tracking (spec 01 §2.2, §6). */
  preview?: { exitHref: string; serverURL: string }
}

/** A content page: header, main and footer zones of blocks inside the site frame and the page's brand theme. */
export async function SitePage({ site, locale, page, origin, request, preview }: Props) {
  const dictionary = await getDictionary(site, locale)
  const blockRequest = { path: page.path ?? '/', segments: request?.segments ?? [], searchParams: recordingSearchParams(request?.searchParams ?? {}), origin }
  const context = (zone: BlockContext['zone']): BlockContext => ({ site, locale, dictionary, preview: Boolean(preview), zone, request: blockRequest })
  const gtm = preview ? undefined : tagManagerId(page.gtmID, site.gtmId)
  const name = page.navTitle || page.title || page.path || ''

  return (
    <SiteFrame
      site={site}
      locale={locale}
      dictionary={dictionary}
      theme={resolveTheme(page.brandDesign, site.theme)}
      page={page.id !== undefined && page.path ? { id: page.id, path: page.path, name } : undefined}
      tagManagerId={gtm}
      preview={preview ? { exitHref: preview.exitHref } : undefined}
      headerBlocks={<BlockZone blocks={page.header} context={context('header')} />}
      hasBanner={Array.isArray(page.header) && page.header.length > 0}
      footerBlocks={<BlockZone blocks={page.footer} context={context('footer')} />}
    >
      {page.path ? (
        <Breadcrumb
          site={site}
          locale={locale}
          origin={origin}
          label={dictionary.t('breadcrumbLabel')}
          page={{ path: page.path, name }}
          carSearchSegments={acceptsWildcardSegments(page.main) ? blockRequest.segments : undefined}
          wide={opensWithWideBlock(page.main)}
        />
      ) : null}
      <BlockZone blocks={page.main} context={context('main')} />
      <JsonLd data={websiteJsonLd(site, origin)} />
      {preview ? (
        <>
          <PreviewLinkGuard message={dictionary.t('previewLinkBlocked')} />
          <LivePreviewRefresh serverURL={preview.serverURL} />
        </>
      ) : null}
    </SiteFrame>
  )
}
