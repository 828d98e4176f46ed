import { kitPricing } from '../kit-price'
import { kitImage } from '../kit-images'
import type { KitCard } from '../kit-service'
import type { KitTexts } from './kit-texts'

type KitListItemProps = {
  kit: KitCard
  asRows: boolean
  inCart: boolean
  texts: KitTexts
  euro: (amount: number) => string
  onDetails: () => void
  onToggleCart: () => void
}

/** One kit of the list (a card in the grid, a line in rows): picture, name, category path and code, price, details and cart buttons. */
export function KitListItem({ kit, asRows, inCart, texts: t, euro, onDetails, onToggleCart }: KitListItemProps) {
  return (
    <li className={`rounded border border-neutral-300 bg-white ${asRows ? 'flex gap-3 p-3' : 'flex flex-col'}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- kit pictures are outside URLs or our small SVG fallbacks */}
      <img
        src={kitImage(kit)}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        className={asRows ? 'h-20 w-28 shrink-0 rounded object-cover' : 'aspect-[4/3] w-full rounded-t object-cover'}
      />
      <div className={`flex flex-1 flex-col gap-1 ${asRows ? '' : 'p-3'}`}>
        <h3 className="font-semibold">{kit.name}</h3>
        <p className="text-sm text-neutral-600">
          {[kit.kitCategory, kit.kitSubCategory, kit.kitSubSubCategory].filter(Boolean).join(' › ')} · {kit.kitCode}
        </p>
        <p className="font-semibold">
          {euro(kitPricing(kit.retailPrice).totalPrice)} <span className="text-sm font-normal">{t.kitsPriceInclTax}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <button type="button" className="rounded border border-neutral-900 px-3 py-1" onClick={onDetails} aria-label={`${t.kitsShowDetails}: ${kit.name}`}>
            {t.kitsShowDetails}
          </button>
          <button
            type="button"
            aria-pressed={inCart}
            aria-label={`${inCart ? t.kitsRemoveFromCart : t.kitsAddToCart}: ${kit.name}`}
            className={`rounded px-3 py-1 ${inCart ? 'border border-neutral-900' : 'bg-neutral-900 text-white'}`}
            onClick={onToggleCart}
          >
            {inCart ? t.kitsRemoveFromCart : t.kitsAddToCart}
          </button>
        </div>
      </div>
    </li>
  )
}
