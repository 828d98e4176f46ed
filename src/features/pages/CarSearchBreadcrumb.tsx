'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { noCarSearchSegmentNames, publishedCarSearchSegmentNames, subscribeToCarSearchSegmentNames } from '@/lib/car-search-segment-names'

import { type Crumb, carSearchCrumbs, carSearchSegmentName, decodePathSegments } from './breadcrumb'
import { BreadcrumbTrail } from './BreadcrumbTrail'

export type CarSearchBreadcrumbProps = {
  label: string
  origin: string
  /** In the wide column (BreadcrumbTrail). */
  wide?: boolean
  /** The content ancestors and the car list page itself. */
  pageCrumbs: Crumb[]
  /** The car list page's path in the page's language ('/kop-bil', '/en/kop-bil'). */
  listPath: string
  /** The path the server drew the breadcrumb for (decoded). */
  serverPath: string
  /**
   * The names of the server path's brand and model segments ('land-rover' → 'Land Rover'). Names
   * of other paths come from the car list island when the filters change the path.
   */
  segmentNames: Readonly<Record<string, string>>
  /** The car list is the start page: no breadcrumb until a brand is in the path. */
  hideWithoutSegments: boolean
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}
const readAddressPath = () => decodePathSegments(window.location.pathname)

/**
 * The breadcrumb of a car search page (spec 01 §2.12: brand and model segments from the path),
 * which follows the path while the car list's filters change it in the browser, with the same
 * names and links the server draws for that path on a reload.
 */
export function CarSearchBreadcrumb({ label, origin, wide, pageCrumbs, listPath, serverPath, segmentNames, hideWithoutSegments }: CarSearchBreadcrumbProps) {
  // The car list writes the address with history.pushState/replaceState; Next's router reports
  // those through usePathname, which renders this again. The path itself is read from the address
  // (the server's is the request's), whatever the route's internal path.
  usePathname()
  const path = useSyncExternalStore(subscribeToHistory, readAddressPath, () => serverPath)
  const published = useSyncExternalStore(subscribeToCarSearchSegmentNames, publishedCarSearchSegmentNames, noCarSearchSegmentNames)
  // The server's names cover its own path; the list's (made when first asked for) the paths its filters write.
  const segmentName = (segment: string) => {
    if (path === serverPath) return carSearchSegmentName(segmentNames, segment)
    const names = published.names()
    return Object.hasOwn(names, segment) ? carSearchSegmentName(names, segment) : carSearchSegmentName(segmentNames, segment)
  }
  const segments = carSearchCrumbs(path, listPath, segmentName)
  if (hideWithoutSegments && segments.length === 0) return null
  return <BreadcrumbTrail crumbs={[...pageCrumbs, ...segments]} label={label} origin={origin} wide={wide} />
}
