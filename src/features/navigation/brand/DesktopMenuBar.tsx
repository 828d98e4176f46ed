'use client'

import { useId } from 'react'

import type { LanguageLink, NavigationItem, NavigationSettings } from '@/features/shell-content'

import { itemMenu, LANGUAGE_MENU, MORE_MENU } from '../desktop-menu'
import type { BrandNavigationTexts } from './brand-navigation-types'
import { ExtraItemLink } from './ExtraItemLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MenuBarItem } from './MenuBarItem'
import { MenuBarRuler } from './MenuBarRuler'
import { MoreMenuEntry } from './MoreMenuEntry'
import { type BarEntry, useDesktopMenuBar } from './useDesktopMenuBar'
import { useMenuBarFit } from './useMenuBarFit'

type DesktopMenuBarProps = {
  items: readonly NavigationItem[]
  languages: readonly LanguageLink[]
  extraItems: NavigationSettings['extraItems']
  currentHref: string
  texts: BrandNavigationTexts
  dark: boolean
  className?: string
}

/**
 * The brand bar's inline navigation at 1280 px and wider (spec 01 §2.3, §4 Desktop menu): top-level
 * items with mega-menu dropdowns, the items that do not fit in 'More', the language switcher and
 * the extra items. State and keyboard rules live in `desktop-menu.ts`, the behaviour around them in
 * `useDesktopMenuBar`, the measuring in `useMenuBarFit`; this component lays the entries out.
 */
export function DesktopMenuBar({ items, languages, extraItems, currentHref, texts, dark, className = '' }: DesktopMenuBarProps) {
  const baseId = useId()
  const { navRef, rulerRef, fixedPartRef, visibleCount } = useMenuBarFit(items)
  const visibleItems = items.slice(0, visibleCount)
  const overflowItems = items.slice(visibleCount)
  const showLanguages = languages.length > 1

  const entries: BarEntry[] = [
    ...visibleItems.map((item) => ({ value: itemMenu(item.id), hasChildren: item.children.length > 0 })),
    ...(overflowItems.length > 0 ? [{ value: MORE_MENU, hasChildren: true }] : []),
    ...(showLanguages ? [{ value: LANGUAGE_MENU, hasChildren: true }] : []),
  ]
  const moreIndex = visibleItems.length
  const languageIndex = moreIndex + (overflowItems.length > 0 ? 1 : 0)
  // Page ids become element ids: no whitespace in them, so aria-controls stays one reference.
  const panelId = (key: string) => `${baseId}-panel-${key.replace(/\s+/g, '_')}`
  const bar = useDesktopMenuBar(entries, navRef)
  const moreEntry = entries[moreIndex]
  const languageEntry = entries[languageIndex]

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keyboard and focus handling of the menu bar's links and buttons, delegated to their list (WAI-ARIA menubar-like roving)
    <nav
      ref={navRef}
      aria-label={texts.mainLabel}
      onFocus={bar.onFocus}
      onBlur={bar.onBlur}
      onKeyDown={bar.onKeyDown}
      className={`min-w-0 flex-1 items-stretch ${className}`}
    >
      {/* overflow-x-clip: before the first measurement (server HTML) surplus items must not spill over the fixed part. */}
      <ul className="flex min-w-0 flex-1 items-stretch overflow-x-clip">
        {visibleItems.map((item, index) => {
          const entry = entries[index]
          if (!entry) return null
          return (
            <MenuBarItem
              key={item.id}
              item={item}
              index={index}
              panelId={panelId(item.id)}
              open={bar.isOpen(entry.value)}
              currentHref={currentHref}
              allInText={texts.allIn}
              dark={dark}
              hoverProps={bar.hoverProps(entry)}
              toggleProps={bar.toggleProps(entry, index)}
              linkRef={bar.entryRef(index)}
              panelRef={bar.panelRef(index)}
              onNavigate={bar.closeAll}
            />
          )
        })}
        {overflowItems.length > 0 && moreEntry ? (
          <MoreMenuEntry
            items={overflowItems}
            index={moreIndex}
            panelId={panelId('more')}
            open={bar.isOpen(moreEntry.value)}
            label={texts.more}
            currentHref={currentHref}
            dark={dark}
            hoverProps={bar.hoverProps(moreEntry)}
            toggleProps={bar.toggleProps(moreEntry, moreIndex)}
            panelRef={bar.panelRef(moreIndex)}
            onNavigate={bar.closeAll}
          />
        ) : null}
      </ul>

      <ul ref={fixedPartRef} className="flex shrink-0 items-stretch gap-2">
        {showLanguages && languageEntry ? (
          <li className="relative flex" {...bar.hoverProps(languageEntry)}>
            <LanguageSwitcher
              languages={languages}
              label={texts.language}
              panelId={panelId('language')}
              open={bar.isOpen(languageEntry.value)}
              entryIndex={languageIndex}
              dark={dark}
              toggleProps={bar.toggleProps(languageEntry, languageIndex)}
              panelRef={bar.panelRef(languageIndex)}
            />
          </li>
        ) : null}
        {extraItems.map((extra) => (
          <li key={`${extra.title}-${extra.link.href}`} className="flex items-center px-2">
            <ExtraItemLink item={extra} onNavigate={bar.closeAll} />
          </li>
        ))}
      </ul>

      <MenuBarRuler ref={rulerRef} items={items} moreText={texts.more} />
    </nav>
  )
}
