'use client'

import { type ReactNode, useId, useState, useSyncExternalStore } from 'react'

import { fillPlural } from '@/features/dictionary'
import { useModalDialog } from '@/lib/ui/use-modal-dialog'

import { hitCountText } from '../list-display'
import {
  type CarListFilterTexts,
  chosenFilterType,
  effectiveFilterLayout,
  FILTER_DESKTOP_QUERY,
  FILTER_TYPE_STORAGE_KEY,
  type FilterType,
} from './filter-rules'
import { GHOST_BUTTON } from './filter-styles'
import { CloseIcon, FilterIcon } from '@/lib/ui/icons'

export type FilterLayoutTexts = Pick<
  CarListFilterTexts,
  'filters' | 'showFilters' | 'hideFilters' | 'closeFilters' | 'showResults' | 'filterLayout' | 'filterLayoutSticky' | 'filterLayoutToggle'
>

export type FilterLayoutProps = {
  /** The results grid. */
  children: ReactNode
  /** The filter panel's content (FilterPanel, chips …); shown in one place at a time. */
  panel: ReactNode
  /** The site's filter-variant field is set: the Sticky/Toggle switcher shows (from 1024 px). */
  allowLayoutSwitch: boolean
  defaultLayout: FilterType
  texts: FilterLayoutTexts
  /** The total for the drawer's 'show {count} cars' button. */
  hitCount: number
  languageTag: string
  /** Extra controls at the end of the button row (sort, hit counter). */
  toolbar?: ReactNode
}

// Viewport: spec 02 §9 "Sticky filter forced off below 1024 px"; the drawer is the filter there.
function subscribeToDesktop(onChange: () => void) {
  const query = window.matchMedia(FILTER_DESKTOP_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const desktopSnapshot = () => window.matchMedia(FILTER_DESKTOP_QUERY).matches
// The server renders the desktop layout; below 1024 px CSS hides it until hydration switches to the drawer.
const serverDesktopSnapshot = () => true

// The stored choice (spec 02 'Car list page': session storage filterType, Sticky or Toggle).
const filterTypeListeners = new Set<() => void>()
function subscribeToFilterType(onChange: () => void) {
  filterTypeListeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    filterTypeListeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}
function readStoredFilterType(): string | null {
  try {
    return window.sessionStorage.getItem(FILTER_TYPE_STORAGE_KEY)
  } catch {
    return null
  }
}
const serverStoredFilterType = () => null
function storeFilterType(type: FilterType) {
  try {
    window.sessionStorage.setItem(FILTER_TYPE_STORAGE_KEY, type)
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
  for (const listener of filterTypeListeners) listener()
}

/**
 * Where the car list's filters go (spec 02 'Car list page', §4 filter panel states, §9): below
 * 1024 px a button opening a slide-in drawer; from 1024 px a toggle panel above the grid or a
 * sticky side panel (96 px from the top, its own scroll). The Sticky/Toggle switcher shows only
 * when the site allows it; the choice is kept in session storage 'filterType'. While the sticky
 * panel is open the grid's wrapper carries data-filter-layout="sticky" (2–3 columns instead of 3–4).
 */
export function FilterLayout({ children, panel, allowLayoutSwitch, defaultLayout, texts, hitCount, languageTag, toolbar }: FilterLayoutProps) {
  const id = useId()
  const isDesktop = useSyncExternalStore(subscribeToDesktop, desktopSnapshot, serverDesktopSnapshot)
  const stored = useSyncExternalStore(subscribeToFilterType, readStoredFilterType, serverStoredFilterType)
  const layout = effectiveFilterLayout(chosenFilterType(stored, defaultLayout, allowLayoutSwitch), isDesktop)

  const [toggleOpen, setToggleOpen] = useState(false)
  const [stickyOpen, setStickyOpen] = useState(true)
  const [drawerOpen, setDrawerOpen] = useState(false)
  // From 1024 px there is no drawer: an open one closes (adjusted during render).
  if (drawerOpen && layout !== 'Drawer') setDrawerOpen(false)

  // A modal dialog: focus moves in and stays in, Escape closes, the page behind is inert and still.
  const dialogRef = useModalDialog(drawerOpen, { closeOnBackdropClick: true })

  const closeDrawer = () => setDrawerOpen(false)

  const panelOpen = layout === 'Sticky' ? stickyOpen : toggleOpen
  const togglePanel = () => (layout === 'Sticky' ? setStickyOpen(!stickyOpen) : setToggleOpen(!toggleOpen))
  const stickyShown = layout === 'Sticky' && stickyOpen
  const regionId = `${id}-panel`
  const dialogId = `${id}-drawer`
  const headingId = `${id}-drawer-heading`

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {/* Below 1024 px: the drawer. */}
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={dialogId}
          onClick={() => setDrawerOpen(true)}
          className={`${GHOST_BUTTON} lg:hidden`}
        >
          <FilterIcon className="h-5 w-5 shrink-0" />
          {texts.filters}
        </button>
        {layout !== 'Drawer' && (
          <>
            <button type="button" aria-expanded={panelOpen} aria-controls={regionId} onClick={togglePanel} className={`${GHOST_BUTTON} max-lg:hidden`}>
              <FilterIcon className="h-5 w-5 shrink-0" />
              {panelOpen ? texts.hideFilters : texts.showFilters}
            </button>
            {allowLayoutSwitch && (
              <div role="group" aria-label={texts.filterLayout} className="inline-flex rounded-brand border border-border p-0.5 max-lg:hidden">
                {(
                  [
                    ['Sticky', texts.filterLayoutSticky],
                    ['Toggle', texts.filterLayoutToggle],
                  ] as const
                ).map(([type, label]) => (
                  <button
                    key={type}
                    type="button"
                    aria-pressed={layout === type}
                    onClick={() => storeFilterType(type)}
                    className="min-h-11 cursor-pointer rounded-[calc(var(--radius-brand)-2px)] px-4 text-sm font-semibold text-foreground hover:bg-surface aria-pressed:bg-accent aria-pressed:text-accent-contrast"
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
          </>
        )}
        {/* On a phone the count and the sort order have a line of their own, right-aligned: beside the
            filter button they fit or not depending on the font, so they moved down a line when the web
            font arrived (layout shift 0.05 on a slow phone, issue 39). */}
        {toolbar !== undefined && <div className="ml-auto flex flex-wrap items-center gap-3 max-sm:basis-full max-sm:justify-end">{toolbar}</div>}
      </div>

      {layout === 'Toggle' && (
        <div
          id={regionId}
          role="region"
          aria-label={texts.filters}
          hidden={!toggleOpen}
          className="mb-6 rounded-brand border border-border bg-background p-4 max-lg:hidden [&>div]:grid [&>div]:grid-cols-2 [&>div]:gap-x-8 xl:[&>div]:grid-cols-3"
        >
          {toggleOpen && panel}
        </div>
      )}

      <div className={stickyShown ? 'lg:flex lg:items-start lg:gap-8' : undefined}>
        {layout === 'Sticky' && (
          <aside
            id={regionId}
            aria-label={texts.filters}
            hidden={!stickyOpen}
            className="sticky top-[96px] max-h-[calc(100dvh-96px-1rem)] w-72 shrink-0 overflow-y-auto overscroll-contain pr-2 max-lg:hidden xl:w-80"
          >
            {stickyOpen && panel}
          </aside>
        )}
        <div className="min-w-0 flex-1" data-filter-layout={stickyShown ? 'sticky' : undefined}>
          {children}
        </div>
      </div>

      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={headingId}
        // Escape, a backdrop click and dialog.close() end here.
        onClose={closeDrawer}
        className={[
          'fixed inset-y-0 right-0 left-auto m-0 -mr-6 h-dvh max-h-none w-[calc(100%+1.5rem)] max-w-[calc(26rem+1.5rem)] pr-6',
          'bg-background text-foreground shadow-2xl backdrop:bg-black/40',
          // Slide in from the right with a slight spring overshoot (spec 02 'mobile drawer'); the
          // 1.5 rem off-screen margin hides the overshoot. Reduced motion: no slide.
          'translate-x-full open:translate-x-0 starting:open:translate-x-full',
          'transition-[translate,display,overlay] transition-discrete duration-500 ease-[cubic-bezier(0.3,1.15,0.55,1)] motion-reduce:transition-none',
        ].join(' ')}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-border py-2 pr-2 pl-4">
            <h2 id={headingId} className="font-heading text-xl">
              {texts.filters}
            </h2>
            <button
              type="button"
              aria-label={texts.closeFilters}
              title={texts.closeFilters}
              onClick={closeDrawer}
              className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full hover:bg-surface"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4">{layout === 'Drawer' && panel}</div>
          <div className="border-t border-border p-4">
            <button type="button" onClick={closeDrawer} className="btn-primary w-full">
              {fillPlural(texts.showResults, hitCount, languageTag, { count: hitCountText(hitCount, languageTag) })}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  )
}
