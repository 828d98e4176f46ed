import type { Dictionary, DictionaryKey } from '@/features/dictionary'
import type { Department } from '@/integrations/search/dealer-record'

import { EmployeeToggle } from './EmployeeToggle'
import {
  currentVacation,
  dayNames,
  departmentBrands,
  formatCalendarDate,
  leadNameOf,
  telHref,
  upcomingDeviationDays,
  weekOpeningHours,
  type LeadName,
} from './dealer-rules'

const LEAD_NAME_KEY: Record<LeadName, DictionaryKey> = {
  'car sales': 'facilityLeadCarSales',
  'spare parts': 'facilityLeadSpareParts',
  service: 'facilityLeadService',
  'damage repair': 'facilityLeadDamageRepair',
}

/** How many coming deviation days a department lists (the rest are further off). */
const MAX_DEVIATION_DAYS = 6
/** How many days of a current vacation are listed. */
const MAX_VACATION_DAYS = 7

export type DepartmentSectionProps = {
  department: Department
  /** A stable id part for headings and the employee list. */
  id: string
  dictionary: Dictionary
  languageTag: string
  /** The site's calendar date today (YYYY-MM-DD): vacations and deviation days count from it. */
  today: string
  /** Swedish-site extras (spec 03 §2.1): a link shown on this department, or none. */
  extraLink?: { href: string; label: string }
  /** Brand logos of the site (its footer's brand row), by lower-case brand name; a brand without one shows its name. */
  brandLogos?: ReadonlyMap<string, { url: string; width?: number; height?: number }>
}

const linkClass = 'font-semibold [overflow-wrap:anywhere] text-link underline-offset-4 hover:underline'

/**
 * One department of a facility (spec 03 §2.1 "Each department shows: name, contact, opening
 * hours, vacation period (only if current), deviation hours, brand logos and an expandable
 * employee list with show/hide employees").
 */
export function DepartmentSection({ department, id, dictionary, languageTag, today, extraLink, brandLogos }: DepartmentSectionProps) {
  const t = dictionary.t
  const headingId = `${id}-heading`
  const days = dayNames(languageTag)
  const hours = weekOpeningHours(department.openingschedule)
  const vacation = currentVacation(department.openingschedule, today)
  const deviations = upcomingDeviationDays(department.openingschedule, today).slice(0, MAX_DEVIATION_DAYS)
  const brands = departmentBrands(department.brands)
  const users = department.users ?? []
  const lead = t(LEAD_NAME_KEY[leadNameOf(department.group)])

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-brand border border-border bg-background p-4 sm:p-6"
      data-department-group={department.group}
    >
      <h3 id={headingId} className="heading-h3">
        {department.name}
      </h3>

      {department.phone || department.email ? (
        <div>
          <p className="text-sm text-muted">{t('facilityDepartmentContact', { lead })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {department.phone ? (
              <li>
                <a href={telHref(department.phone)} className={linkClass}>
                  <span className="sr-only">{t('facilityPhone')}: </span>
                  {department.phone}
                </a>
              </li>
            ) : null}
            {department.email ? (
              <li>
                <a href={`mailto:${department.email}`} className={linkClass}>
                  <span className="sr-only">{t('facilityEmail')}: </span>
                  {department.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}

      {extraLink ? (
        <p>
          <a href={extraLink.href} className="btn-primary">
            {extraLink.label}
          </a>
        </p>
      ) : null}

      {vacation ? (
        <div role="note" aria-labelledby={`${id}-vacation`} className="rounded-brand border-l-4 border-warning bg-surface p-3">
          <p id={`${id}-vacation`} className="font-semibold">
            {vacation.vacationtitle}
          </p>
          <p className="text-sm">
            {t('facilityVacationPeriod', {
              start: formatCalendarDate(vacation.vacationstart, languageTag, { year: true }),
              end: formatCalendarDate(vacation.vacationend, languageTag, { year: true }),
            })}
          </p>
          <ul className="mt-2 text-sm">
            {vacation.vacationdays
              .filter((d) => d.day >= today)
              .slice(0, MAX_VACATION_DAYS)
              .map((d) => (
                <li key={d.day} className="flex justify-between gap-4">
                  <span>{formatCalendarDate(d.day, languageTag)}</span>
                  <span>{d.displayText}</span>
                </li>
              ))}
          </ul>
        </div>
      ) : null}

      <div>
        <h4 className="font-semibold">{t('facilityOpeningHours')}</h4>
        <table className="mt-1 w-full text-sm">
          <caption className="sr-only">
            {t('facilityOpeningHours')} – {department.name}
          </caption>
          <tbody>
            {hours.map((h) => (
              <tr key={h.day} className="border-b border-border last:border-b-0">
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {days[h.day]}
                </th>
                <td className="py-1 text-right tabular-nums">{h.open && h.close ? `${h.open}–${h.close}` : t('facilityClosed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {deviations.length > 0 ? (
        <div>
          <h4 className="font-semibold">{t('facilityDeviationDays')}</h4>
          <ul className="mt-1 text-sm">
            {deviations.map((d) => (
              <li key={d.day} className="flex justify-between gap-4 border-b border-border py-1 last:border-b-0">
                <span>{formatCalendarDate(d.day, languageTag)}</span>
                <span className="text-right">{d.displayText}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {brands.length > 0 ? (
        <div>
          <h4 className="font-semibold">{t('facilityBrands')}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {brands.map((brand) => {
              const logo = brandLogos?.get(brand.name.toLowerCase())
              return (
                <li
                  key={brand.brand_code}
                  // A logo draws its own frame; a name gets a quiet one.
                  className={`flex min-h-10 items-center text-sm font-semibold ${logo ? '' : 'rounded-brand border border-border bg-surface px-3 py-1'}`}
                >
                  {logo ? (
                    // Brand logos are small SVGs from the CMS; next/image passes vector images through unoptimised.
                    // eslint-disable-next-line @next/next/no-img-element -- see above
                    <img src={logo.url} alt={brand.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" className="h-8 w-auto" />
                  ) : (
                    brand.name
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}

      {users.length > 0 ? (
        <EmployeeToggle showLabel={t('facilityShowEmployees')} hideLabel={t('facilityHideEmployees')}>
          <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {users.map((user, i) => (
              <li key={`${user.first_name}-${user.last_name}-${i}`} className="rounded-brand bg-surface p-3 text-sm">
                <p className="font-semibold">
                  {user.first_name} {user.last_name}
                </p>
                {user.title ? <p className="text-muted">{user.title}</p> : null}
                {user.phone ? (
                  <p>
                    <a href={telHref(user.phone)} className={linkClass}>
                      <span className="sr-only">{t('facilityPhone')}: </span>
                      {user.phone}
                    </a>
                  </p>
                ) : null}
                {user.email ? (
                  <p>
                    <a href={`mailto:${user.email}`} className={linkClass}>
                      <span className="sr-only">{t('facilityEmail')}: </span>
                      {user.email}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </EmployeeToggle>
      ) : null}
    </section>
  )
}
