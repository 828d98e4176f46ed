/**
 * The distance unit a site's visitors read (issue 36: one unit system per site, derived from its
 * country): miles (and yards under a mile) in the UK, kilometres (and metres) elsewhere. Road signs
 * and the stock's odometers in the UK count miles; the group's other countries are metric.
 */
export type SiteDistanceUnit = 'km' | 'mi'

export function siteDistanceUnit(site: { country: string }): SiteDistanceUnit {
  return site.country.toUpperCase() === 'GB' ? 'mi' : 'km'
}
