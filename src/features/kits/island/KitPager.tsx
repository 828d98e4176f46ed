import { fillText } from '@/lib/fill-text'
import { type KitTexts } from './kit-texts'

/** Previous and next page (24 kits a page), named 'page n of m'. */
export function KitPager({ page, pages, texts: t, onPage }: { page: number; pages: number; texts: KitTexts; onPage: (page: number) => void }) {
  return (
    <nav aria-label={fillText(t.kitsPageOf!, { page, pages })} className="mt-4 flex items-center justify-center gap-3">
      <button type="button" className="rounded border px-3 py-1 disabled:opacity-40" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.kitsPreviousPage}
      </button>
      <span>{fillText(t.kitsPageOf!, { page, pages })}</span>
      <button type="button" className="rounded border px-3 py-1 disabled:opacity-40" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.kitsNextPage}
      </button>
    </nav>
  )
}
