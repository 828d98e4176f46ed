import { fillText } from '@/lib/fill-text'
import { formatDecimal } from '@/lib/number-format'
import type { Ref } from 'react'

import { kitPricing } from '../kit-price'
import { kitImage } from '../kit-images'
import type { KitCard } from '../kit-service'
import { type KitTexts } from './kit-texts'

type KitDetailDialogProps = {
  /** The native modal dialog; the island opens it with showModal(). */
  ref: Ref<HTMLDialogElement>
  /** The kit shown (none while closed). */
  kit: KitCard | null
  inCart: boolean
  texts: KitTexts
  euro: (amount: number) => string
  numberLocale: string
  onToggleCart: (kit: KitCard) => void
  onClose: () => void
}

/** A kit's details (spec 03 §2.3): picture, description, price, parts, labour and fitment, the cart button and close. */
export function KitDetailDialog({ ref, kit, inCart, texts: t, euro, numberLocale, onToggleCart, onClose }: KitDetailDialogProps) {
  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest('dialog')?.close()
  return (
    <dialog ref={ref} aria-labelledby="kit-detail-heading" className="max-w-2xl rounded p-5 backdrop:bg-black/40" onClose={onClose}>
      {kit && (
        <div className="space-y-3">
          <h2 id="kit-detail-heading" className="text-xl font-semibold">
            {kit.name}
          </h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- see the cards */}
          <img src={kitImage(kit)} alt="" width={400} height={300} className="w-full max-w-sm rounded" />
          {kit.description && <p>{kit.description}</p>}
          <p className="font-semibold">
            {euro(kitPricing(kit.retailPrice).totalPrice)} {t.kitsPriceInclTax}
          </p>
          <h3 className="font-semibold">{t.kitsParts}</h3>
          <ul className="list-disc pl-5 text-sm">
            {kit.parts.map((p) => (
              <li key={p.partNumber}>
                {p.quantity} × {p.name} ({p.partNumber})
              </li>
            ))}
          </ul>
          {kit.labourSpecifications.length > 0 && (
            <>
              <h3 className="font-semibold">{t.kitsLabour}</h3>
              <ul className="list-disc pl-5 text-sm">
                {kit.labourSpecifications.map((l) => (
                  <li key={l.code}>
                    {l.description}: {fillText(t.kitsHours!, { hours: formatDecimal(l.hours, numberLocale, 3) })}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className="font-semibold">{t.kitsFitment}</h3>
          <ul className="list-disc pl-5 text-sm">
            {kit.fitment.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <div className="flex gap-2">
            <button type="button" className="rounded bg-neutral-900 px-3 py-1 text-white" onClick={() => onToggleCart(kit)}>
              {inCart ? t.kitsRemoveFromCart : t.kitsAddToCart}
            </button>
            <button type="button" className="rounded border px-3 py-1" onClick={close}>
              {t.kitsClose}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
