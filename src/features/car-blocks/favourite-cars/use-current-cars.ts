'use client'

import { useEffect, useState } from 'react'

import { type CarSummary, readStoredSummary } from '@/features/car-card'

/** How a saved car stands in the stock now: looked up (the car, or null when it is gone), being looked up, or not known. */
export type CurrentCar = { state: 'found'; car: CarSummary } | { state: 'gone' } | { state: 'loading' } | { state: 'unknown' }

const TIMEOUT_MS = 10_000

/** The cars of /api/cars?ids=… that are valid cards (the answer is checked as stored summaries are). */
async function fetchCurrentCars(ids: readonly string[], signal: AbortSignal): Promise<CarSummary[]> {
  const response = await fetch(`/api/cars?ids=${ids.join(',')}`, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`The favourites lookup answered ${response.status}`)
  const body: unknown = await response.json()
  const cars = typeof body === 'object' && body !== null && 'cars' in body && Array.isArray(body.cars) ? body.cars : []
  return cars.map(readStoredSummary).filter((car): car is CarSummary => car !== null)
}

/**
 * The cars in the site's stock now, by id, for the favourites list: one lookup for the ids not looked
 * up yet (taking a car out asks nothing; adding one asks for that one). A failed lookup leaves those
 * ids 'unknown' (logged), so the page shows the saved cards as they were instead of calling them sold.
 */
export function useCurrentCars(ids: readonly string[]): (carId: string) => CurrentCar {
  const [looked, setLooked] = useState<ReadonlyMap<string, CarSummary | null>>(new Map())
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const missing = ids.filter((id) => !looked.has(id) && !failed.has(id))
  const missingKey = missing.join(',')

  useEffect(() => {
    if (missingKey === '') return
    const asked = missingKey.split(',')
    const controller = new AbortController()
    const timeout = setTimeout(() => controller.abort(new Error(`No answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)
    let cancelled = false
    fetchCurrentCars(asked, controller.signal).then(
      (cars) => {
        clearTimeout(timeout)
        const found = new Map(cars.map((car) => [car.car_id, car]))
        setLooked((before) => new Map([...before, ...asked.map((id) => [id, found.get(id) ?? null] as const)]))
      },
      (error: unknown) => {
        if (cancelled) return
        console.warn('[favourites] the cars’ current state could not be fetched; showing them as saved', error)
        setFailed((before) => new Set([...before, ...asked]))
      },
    )
    return () => {
      cancelled = true
      clearTimeout(timeout)
      controller.abort()
    }
  }, [missingKey])

  return (carId) => {
    const car = looked.get(carId)
    if (car) return { state: 'found', car }
    if (car === null) return { state: 'gone' }
    return failed.has(carId) ? { state: 'unknown' } : { state: 'loading' }
  }
}
