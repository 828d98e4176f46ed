'use client'

import { useEffect, useState } from 'react'

import type { Offering, OfferingCategory } from '@/integrations/workshop-booking/workshop-booking-port'

import { fetchAddons, fetchServices } from './api'
import { PriceText } from './BookingSummary'
import { type BookingTexts, type BookingStore, fill, type SelectedService } from './booking-store'

type Texts = BookingTexts
const MESSAGE_MAX = 80

/**
 * Step 2 'Välj en eller flera tjänster' and step 3 'Välj tillval' (spec 03 §2.4, §4, §5): collapsible
 * categories of offerings with prices; the original/base service exclusions; mileage, message and
 * quantity inputs; radio-like add-on categories. Step 2 adds the fixed 'Skadebesiktning' category.
 */
export default function OfferingsStep(props: {
  kind: 'service' | 'addon'
  store: BookingStore
  texts: Texts
  damageInspectionUrl: string | null
  contactEmail: string | null
  onChange: (services: Record<string, SelectedService>, milage: number | null) => void
  onContinue: (withAddons: boolean) => void
}) {
  const { kind, store, texts, onChange } = props
  const [categories, setCategories] = useState<OfferingCategory[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [tried, setTried] = useState(false)
  const car = store.car!

  useEffect(() => {
    let cancelled = false
    const load = kind === 'service' ? fetchServices : fetchAddons
    load(car.registrationNumber, store.lat, store.lng)
      .then((answer) => {
        if (cancelled) return
        const usable = answer.serviceOfferingCategories.filter((c) => c.offerings.length > 0)
        if (usable.length === 0) throw new Error('empty')
        setCategories(usable)
      })
      .catch(() => {
        if (cancelled) return
        setFailed(true)
        // spec 03 §8 "Add-ons fetch fails or empty: silently skip to step 4".
        if (kind === 'addon') props.onContinue(false)
      })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per car and step
  }, [kind, car.registrationNumber])

  if (failed && kind === 'service')
    return (
      <div role="alert">
        <p className="m-0 text-warning">{texts.sbServicesError}</p>
        {props.contactEmail ? (
          <a className="text-link underline" href={`mailto:${props.contactEmail}`}>
            {texts.sbContactUs}
          </a>
        ) : null}
      </div>
    )
  if (!categories) return <p className="m-0 text-muted">{texts.sbLoading}</p>

  const mine = Object.entries(store.services).filter(([, s]) => s.type === kind)
  const chosen = (code: string) => store.services[code]
  const offeringsByCode = new Map(categories.flatMap((c) => c.offerings.map((o) => [o.code, o] as const)))
  const chosenKinds = new Set(
    Object.keys(store.services)
      .map((code) => offeringsByCode.get(code)?.kind)
      .filter(Boolean),
  )

  const set = (next: Record<string, SelectedService>, milage = store.milage) => onChange(next, milage)
  const toggle = (category: OfferingCategory, offering: Offering) => {
    const next = { ...store.services }
    if (next[offering.code]) delete next[offering.code]
    else {
      // spec 03 §4 "Add-ons with a selection type are single choice per category".
      if (category.selectionType) for (const other of category.offerings) delete next[other.code]
      next[offering.code] = {
        name: offering.name,
        price: offering.price,
        priceKnown: offering.priceKnown,
        priceDiscount: offering.priceDiscount ?? null,
        category: category.name,
        type: kind,
        unit: offering.unitPrice ? Math.max(1, offering.unitPrice.minimum) : 1,
        unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
        userInput: offering.allowUserInput ? '' : null,
        requiresMileage: offering.requiresMileage,
        allowUserInput: offering.allowUserInput,
        notKnownPriceText: offering.notKnownPriceText ?? null,
      }
    }
    set(next)
  }
  const update = (code: string, change: Partial<SelectedService>) => set({ ...store.services, [code]: { ...store.services[code]!, ...change } })

  const problems = mine.filter(([, s]) => (s.requiresMileage && !(store.milage && store.milage > 0)) || (s.allowUserInput && !s.userInput?.trim()))
  const anyUnknown = categories.some((c) => c.offerings.some((o) => !o.priceKnown))

  return (
    <div className="flex flex-col gap-3">
      {categories.map((category, index) => (
        <details key={category.name} open={index === 0 || category.offerings.some((o) => chosen(o.code))} className="rounded-brand border border-border">
          <summary className="cursor-pointer px-3 py-2 font-semibold">
            <CategoryIcon icon={category.icon} />
            {category.name}
          </summary>
          <ul className="m-0 flex list-none flex-col gap-2 p-3 pt-0">
            {category.offerings.map((offering) => {
              const selected = chosen(offering.code)
              const blocked: string | null = !offering.isAvailable
                ? fill(texts.sbNotAvailableForModel, { name: offering.name })
                : offering.kind === 'original' && chosenKinds.has('base') && !selected
                  ? texts.sbBaseChosen
                  : null
              // spec 03 §4 "A base service is hidden when the original service is chosen".
              if (offering.kind === 'base' && chosenKinds.has('original') && !selected)
                return (
                  <li key={offering.code} className="text-sm text-muted">
                    {texts.sbOriginalChosen}
                  </li>
                )
              const id = `sb-${kind}-${offering.code}`
              return (
                <li key={offering.code} className="rounded-brand bg-surface p-2">
                  <div className="flex items-start gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      className="mt-1 h-5 w-5 shrink-0"
                      checked={Boolean(selected)}
                      disabled={blocked !== null}
                      aria-describedby={[`${id}-price`, blocked ? `${id}-blocked` : ''].join(' ').trim()}
                      onChange={() => toggle(category, offering)}
                    />
                    {/* The price sits beside the label, not in it: an unknown price is a tooltip's
                        button, and a label may hold no other control than its own. */}
                    <div className="flex flex-1 flex-wrap justify-between gap-x-3">
                      <label htmlFor={id}>
                        <span className="font-medium">{offering.name}</span>
                        {offering.description ? <span className="block text-sm text-muted">{offering.description}</span> : null}
                      </label>
                      <span id={`${id}-price`}>
                        <PriceText service={{ ...offering, priceDiscount: offering.priceDiscount ?? null }} texts={texts} />
                      </span>
                    </div>
                  </div>
                  {blocked ? (
                    <p id={`${id}-blocked`} className="m-0 mt-1 text-sm text-warning">
                      {blocked}
                    </p>
                  ) : null}
                  {selected && offering.requiresMileage ? (
                    <Field label={texts.sbMileageLabel} error={tried && !(store.milage && store.milage > 0) ? texts.sbMileageRequired : null} id={`${id}-mil`}>
                      <input
                        id={`${id}-mil`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        className="w-40 rounded-brand border border-border px-2 py-1"
                        value={store.milage ?? ''}
                        onChange={(e) => set(store.services, e.target.value === '' ? null : Math.max(0, Math.floor(Number(e.target.value))))}
                      />
                    </Field>
                  ) : null}
                  {selected && offering.allowUserInput ? (
                    <Field label={texts.sbMessagePlaceholder} error={tried && !selected.userInput?.trim() ? texts.sbMessageRequired : null} id={`${id}-msg`}>
                      <textarea
                        id={`${id}-msg`}
                        maxLength={MESSAGE_MAX}
                        rows={2}
                        placeholder={texts.sbMessagePlaceholder}
                        className="w-full rounded-brand border border-border px-2 py-1"
                        value={selected.userInput ?? ''}
                        onChange={(e) => update(offering.code, { userInput: e.target.value.slice(0, MESSAGE_MAX) })}
                      />
                      <span className="block text-right text-xs text-muted">{(selected.userInput ?? '').length}/80</span>
                    </Field>
                  ) : null}
                  {selected && offering.unitPrice ? (
                    <Field label={`${texts.sbQuantity} (${offering.unitPrice.unitAbbreviation})`} error={null} id={`${id}-qty`}>
                      <select
                        id={`${id}-qty`}
                        className="rounded-brand border border-border px-2 py-1"
                        value={selected.unit}
                        onChange={(e) => update(offering.code, { unit: Number(e.target.value) })}
                      >
                        {Array.from(
                          { length: offering.unitPrice.maximum - Math.max(1, offering.unitPrice.minimum) + 1 },
                          (_, i) => Math.max(1, offering.unitPrice!.minimum) + i,
                        ).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </select>
                    </Field>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </details>
      ))}
      {kind === 'service' && props.damageInspectionUrl ? (
        <details className="rounded-brand border border-border">
          <summary className="cursor-pointer px-3 py-2 font-semibold">
            <CategoryIcon icon="damage" />
            {texts.sbDamageCategory}
          </summary>
          <div className="p-3 pt-0 text-sm">
            <p className="m-0">{texts.sbDamageText}</p>
            <a className="text-link underline" href={props.damageInspectionUrl} target="_blank" rel="noopener noreferrer">
              {texts.sbDamageLink}
            </a>
          </div>
        </details>
      ) : null}
      <p className="m-0 text-sm text-muted">{texts.sbPriceNote}</p>
      {anyUnknown ? <p className="m-0 text-sm text-muted">{texts.sbPriceUnknownFootnote}</p> : null}
      <div className="flex flex-wrap gap-2">
        {kind === 'addon' ? (
          <button
            type="button"
            className="rounded-brand border border-accent px-4 py-2 text-accent disabled:opacity-50"
            disabled={mine.length > 0}
            onClick={() => props.onContinue(false)}
          >
            {texts.sbContinueWithoutAddons}
          </button>
        ) : null}
        <button
          type="button"
          className="rounded-brand bg-accent px-4 py-2 font-semibold text-accent-contrast disabled:opacity-50"
          disabled={mine.length === 0}
          onClick={() => {
            setTried(true)
            if (problems.length === 0) props.onContinue(true)
          }}
        >
          {texts.sbContinue}
        </button>
      </div>
    </div>
  )
}

/** A category's icon (spec 03 §3 'Offering category: icon'): simple line drawings, no icon font or emoji needed. */
const ICON_PATHS: Record<string, string> = {
  wrench: 'M14 6a4 4 0 0 1-5 5l-5 5 2 2 5-5a4 4 0 0 0 5-5l-2 2-2-2 2-2z',
  tyre: 'M10 2a8 8 0 1 0 0 16a8 8 0 1 0 0-16zm0 5a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  tools: 'M3 17l6-6m2-2l6-6M4 4l3 3m6 6l3 3',
  windscreen: 'M2 14c2-6 14-6 16 0l-2 3H4z',
  wash: 'M10 2c3 4 5 7 5 10a5 5 0 0 1-10 0c0-3 2-6 5-10z',
  plus: 'M10 4v12M4 10h12',
  damage: 'M10 2l8 15H2zM10 8v4m0 2v1',
}

function CategoryIcon({ icon }: { icon: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mr-2 inline-block h-5 w-5 align-text-bottom text-accent"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d={ICON_PATHS[icon] ?? ICON_PATHS.plus} />
    </svg>
  )
}

function Field({ label, error, id, children }: { label: string; error: string | null; id: string; children: React.ReactNode }) {
  return (
    <div className="mt-2 pl-7">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="m-0 text-sm text-warning">
          {error}
        </p>
      ) : null}
    </div>
  )
}
