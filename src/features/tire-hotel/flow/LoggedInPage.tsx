import type { TireHotelVehicle } from '@/integrations/tire-hotel/tire-hotel-contract'
import { formatDecimal } from '@/lib/number-format'

import { needsReplacement } from '../tire-hotel-rules'
import type { StepProps } from './flow-step'
import { LINK, SECONDARY } from './flow-styles'
import { WarningIcon } from './WarningIcon'

/** LoggedIn (spec §4): the vehicle, the tread warning, the stored tyres, the workshop and the package. */
export function LoggedInPage({
  t,
  heading,
  vehicle,
  onBook,
  onOtherCar,
}: StepProps & { vehicle: TireHotelVehicle; onBook: () => void; onOtherCar: () => void }) {
  const { location } = vehicle
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        {heading(t('tireHotelVehicleHeading'))}
        <p className="text-lg">
          <span className="font-semibold tracking-widest">{vehicle.regNo}</span> · {vehicle.name}
        </p>
      </div>
      <div>
        <button type="button" className="btn-primary" onClick={onBook}>
          {t('tireHotelBookWheelChange')}
        </button>
      </div>
      {needsReplacement(vehicle.tires) ? (
        <div role="note" className="flex gap-3 rounded-brand border-2 border-warning p-4">
          <WarningIcon label={t('tireHotelTyreWarning')} />
          <p>{t('tireHotelTreadWarning')}</p>
        </div>
      ) : null}
      <section className="flex flex-col gap-2">
        <h3 className="heading-h3 font-bold">{t('tireHotelCheckedInTyres')}</h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {vehicle.tires.map((tire) => (
            <li key={tire.equipmentPosition} className="rounded-brand border border-border p-3">
              <p className="font-semibold">{tire.equipmentPosition}</p>
              <p>
                {tire.wheel.name}, {tire.wheel.sectionWidth}/{tire.wheel.aspectRatio} R{tire.wheel.rimDiameter}
              </p>
              <p>{t('tireHotelTreadDepth', { depth: formatDecimal(tire.wheel.threadDepth, 'sv-SE', 3) })}</p>
              <p className="flex items-center gap-2">
                {tire.wheel.threadStatusId > 0 ? <WarningIcon label={t('tireHotelTyreWarning')} /> : null}
                <span>{tire.wheel.threadStatusMessage}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="heading-h3 font-bold">{t('tireHotelYourWorkshop')}</h3>
        <p className="font-semibold">{location.locationName}</p>
        <p>{location.departmentName}</p>
        <p>
          {t('tireHotelPhone')}:{' '}
          <a className={LINK} href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>
            {location.phone}
          </a>
        </p>
        <p>
          {t('tireHotelEmailLabel')}:{' '}
          <a className={LINK} href={`mailto:${location.email}`}>
            {location.email}
          </a>
        </p>
      </section>
      <section className="flex flex-col gap-1">
        <h3 className="heading-h3 font-bold">{t('tireHotelYourPackage')}</h3>
        <p>{vehicle.packageLevel}</p>
        {vehicle.packageInfoUrl ? (
          <p>
            <a className={LINK} href={vehicle.packageInfoUrl}>
              {t('tireHotelPackageInfo')}
            </a>
          </p>
        ) : null}
      </section>
      <div>
        <button type="button" className={SECONDARY} onClick={onOtherCar}>
          {t('tireHotelOtherCar')}
        </button>
      </div>
    </div>
  )
}
