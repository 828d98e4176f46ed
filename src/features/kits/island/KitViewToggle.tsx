import type { KitTexts } from './kit-texts'

/** Grid or rows (spec 03 §2.3; the choice is kept in the kitsAsRows cookie by the island). */
export function KitViewToggle({ asRows, texts: t, onChoose }: { asRows: boolean; texts: KitTexts; onChoose: (rows: boolean) => void }) {
  return (
    <div role="group" aria-label={`${t.kitsViewGrid} / ${t.kitsViewRows}`} className="flex gap-1">
      <button
        type="button"
        aria-pressed={!asRows}
        className={`rounded px-3 py-1 ${asRows ? 'border' : 'bg-neutral-900 text-white'}`}
        onClick={() => onChoose(false)}
      >
        {t.kitsViewGrid}
      </button>
      <button
        type="button"
        aria-pressed={asRows}
        className={`rounded px-3 py-1 ${asRows ? 'bg-neutral-900 text-white' : 'border'}`}
        onClick={() => onChoose(true)}
      >
        {t.kitsViewRows}
      </button>
    </div>
  )
}
