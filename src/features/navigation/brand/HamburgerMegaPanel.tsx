'use client'

import { useEffect, useRef } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'

import { useOpenedOnce } from '../use-opened-once'
import type { BrandNavigationTexts } from './brand-navigation-types'
import { MenuExtrasAndLanguages } from './MenuExtrasAndLanguages'
import { MenuColumn } from './MenuColumn'
import { dividerTone, panelTone } from './nav-styles'

type HamburgerMegaPanelProps = {
  open: boolean
  items: readonly NavigationItem[]
  languages: readonly LanguageLink[]
  extraItems: NavigationSettings['extraItems']
  currentHref: string
  texts: BrandNavigationTexts
  dark: boolean
  onNavigate: () => void
}

/** spec 01 §2.4, §9: desktop and mobile menus switch at 1024 px. */
const DESKTOP_QUERY = '(min-width: 1024px)'

/**
 * What the hamburger opens between 1024 and 1279 px (spec 01 §2.3-2.4): the desktop mega menu as a
 * full-width panel under the bar, every top-level item as a column with its children, and the
 * language links and extra items the hidden bar would have shown.
 */
export function HamburgerMegaPanel({ open, items, languages, extraItems, currentHref, texts, dark, onNavigate }: HamburgerMegaPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  // Hidden until the hamburger opens it, and its links are the desktop mega menu's again: made on first open.
  const opened = useOpenedOnce(open)

  // Focus moves into the menu it opened; below 1024 px the drawer does that instead.
  useEffect(() => {
    if (!open || !window.matchMedia(DESKTOP_QUERY).matches) return
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [open])

  return (
    <div
      ref={panelRef}
      hidden={!open}
      className={`absolute inset-x-0 top-full hidden max-h-[calc(100dvh-5rem)] overflow-y-auto border-t shadow-lg lg:block xl:hidden ${panelTone(dark)}`}
    >
      {opened ? (
        <nav aria-label={texts.mainLabel} className="mx-auto max-w-[96rem] px-6 py-8">
          <ul className="grid grid-cols-4 gap-x-8 gap-y-8">
            {items.map((item) => (
              <MenuColumn key={item.id} item={item} currentHref={currentHref} image="none" onNavigate={onNavigate} />
            ))}
          </ul>
          {(languages.length > 1 || extraItems.length > 0) && (
            <div className={`mt-8 flex flex-wrap items-start gap-x-12 gap-y-4 border-t pt-6 ${dividerTone(dark)}`}>
              <MenuExtrasAndLanguages
                extraItems={extraItems}
                languages={languages}
                languageLabel={texts.language}
                onNavigate={onNavigate}
                listClassName="flex flex-wrap gap-x-8 gap-y-2"
              />
            </div>
          )}
        </nav>
      ) : null}
    </div>
  )
}
