import type { ComponentType } from 'react'

import type { Dictionary } from '@/features/dictionary'
import type { SiteRecord } from '@/features/sites'
import type { Locale } from '@/lib/locales'

/** What every block component gets besides its own data. */
export type BlockContext = {
  site: SiteRecord
  locale: Locale
  dictionary: Dictionary
  /** True in the editors' preview: drafts are shown, links blocked, tracking off (spec 01 §6). */
  preview: boolean
  zone: 'header' | 'main' | 'footer'
  /** The block's place in its zone, from 0 (set by the page's BlockZone). */
  position?: number
  /** What was asked for: the page path, segments below a wildcard page, and the query string. */
  request: BlockRequest
}

export type BlockRequest = {
  /** The page's own path ('/kop-bil'). */
  path: string
  /** Segments below a wildcard page ('/kop-bil/volvo/xc60' → ['volvo', 'xc60']). */
  segments: string[]
  searchParams: Readonly<Record<string, string | string[] | undefined>>
  /** Origin of the request, for absolute links. */
  origin: string
}

/**
 * Block data arrives as `unknown`: it is CMS data, and each component validates it with its own
 * zod schema before use, so a malformed block fails inside its own section boundary.
 */
export type BlockComponentProps = { block: unknown; context: BlockContext }
export type BlockComponent = ComponentType<BlockComponentProps>

/**
 * The first two blocks of a page's main zone: what a phone shows before any scrolling, where the
 * page's largest picture (its LCP element) is. Their pictures load at once and at high priority
 * from the first HTML; every other picture waits until it nears the screen (issue 39).
 */
export function isLeadingBlock(context: Pick<BlockContext, 'zone' | 'position'>): boolean {
  return context.zone === 'main' && context.position !== undefined && context.position < 2
}
