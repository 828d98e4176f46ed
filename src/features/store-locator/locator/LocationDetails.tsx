import { fillText } from '@/lib/fill-text'

import type { StoreMarker } from '../rules/markers'

export type LocationDetailsTexts = { chargers: string; chargerOption: string; services: string; phone: string; email: string; dealerLink: string }

/**
 * What a marker tells beyond its address, by type (spec 01 §2.10 "charger options with amount, icon
 * CCS1 or CCS2 and watts for charging points; email and phone for the first brand; dealer card for
 * the second"), then its services.
 */
export function LocationDetails({ marker, texts }: { marker: StoreMarker; texts: LocationDetailsTexts }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      {marker.type === 'ChargingPoint' ? (
        <div>
          <p className="font-semibold">{texts.chargers}</p>
          <ul className="list-disc ps-5">
            {marker.chargerOptions.map((option) => (
              <li key={option.id}>{fillText(texts.chargerOption, { amount: option.amount, icon: option.icon, watts: option.watts })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {marker.type === 'FordLocation' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">{texts.phone}</dt>
          <dd>
            <a className="text-link underline" href={`tel:${marker.phone?.replace(/[^0-9+]/g, '')}`}>
              {marker.phone}
            </a>
          </dd>
          <dt className="font-semibold">{texts.email}</dt>
          <dd>
            <a className="text-link underline" href={`mailto:${marker.email}`}>
              {marker.email}
            </a>
          </dd>
        </dl>
      ) : null}
      {marker.type === 'IvecoLocation' && marker.dealerCard ? (
        <div className="rounded-brand border border-border bg-surface p-3">
          <p className="font-semibold">{marker.dealerCard.title}</p>
          {marker.dealerCard.text ? <p className="text-muted">{marker.dealerCard.text}</p> : null}
          {marker.dealerCard.url ? (
            <a className="mt-1 inline-block font-semibold text-link underline" href={marker.dealerCard.url}>
              {marker.dealerCard.linkText ?? texts.dealerLink}
            </a>
          ) : null}
        </div>
      ) : null}
      {marker.services.length > 0 ? (
        <div>
          <p className="font-semibold">{texts.services}</p>
          <ul className="list-disc ps-5">
            {marker.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
