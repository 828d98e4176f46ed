import type { ReactNode, Ref } from 'react'

import type { KitTexts } from './kit-texts'

type KitFiltersProps = {
  /** The slide-in panel (a native modal dialog) the search form's filter button opens. */
  panelRef: Ref<HTMLDialogElement>
  texts: KitTexts
  /** The facets, drawn in both places. */
  facets: ReactNode
  /** Whether the panel has been opened: its copy of the facets is made then, not in the HTML. */
  panelOpened: boolean
}

/** The filters: a sidebar from 1024 px, and the 420 px slide-in panel below it (spec 03 §2.3). */
export function KitFilters({ panelRef, texts: t, facets, panelOpened }: KitFiltersProps) {
  return (
    <>
      <aside aria-label={t.kitsFiltersHeading} className="hidden w-64 shrink-0 lg:block">
        <h2 className="mb-3 text-lg font-semibold">{t.kitsFiltersHeading}</h2>
        {facets}
      </aside>
      <dialog
        ref={panelRef}
        aria-label={t.kitsFiltersHeading}
        className="m-0 ml-auto h-full max-h-none w-[420px] max-w-full overflow-y-auto bg-white p-5 backdrop:bg-black/40"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-semibold">{t.kitsFiltersHeading}</h2>
          <button type="button" className="rounded border px-3 py-1" onClick={(e) => e.currentTarget.closest('dialog')?.close()}>
            {t.kitsClose}
          </button>
        </div>
        {panelOpened ? facets : null}
      </dialog>
    </>
  )
}
