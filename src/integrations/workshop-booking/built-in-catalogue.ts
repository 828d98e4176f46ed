import type { BookingCatalogue, CatalogueCategory, Car, Offering, OfferingCategory, WorkshopCatalogue } from './workshop-booking-port'

/**
 * The built-in engine's data per site (issue 19): the vehicle register of the demo and the service
 * and add-on catalogues per brand (spec 03 §3 Offering, Offering category). The engine is handed
 * them (the feature reads the site's CMS collections 'vehicle-register' and 'workshop-catalogues');
 * the demo's content is seed data in src/demo.
 *
 * - A car whose brand no catalogue lists is BrandNotSupported (spec 03 §8).
 * - An offering's name may hold {brand} ('{brand} Originalservice').
 * - An offering is not available for the models it names (spec 03 §4 "{name} är inte tillgänglig
 *   för denna bilmodell").
 * - A car with a service agreement gets the catalogue's discount on the categories marked for it.
 */

/** Brands and models match whatever their case ('kia' is Kia), not across accents (Skoda is not Škoda). */
export const sameName = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'accent' }) === 0

/** The catalogue that serves a brand, or undefined (BrandNotSupported). */
export function catalogueForBrand(catalogue: BookingCatalogue, brand: string): WorkshopCatalogue | undefined {
  return catalogue.catalogues.find((c) => c.brands.some((b) => sameName(b, brand)))
}

function forCar(categories: readonly CatalogueCategory[], car: Car, discountPercent: number): OfferingCategory[] {
  return categories.map(({ agreementDiscount, offerings, ...category }) => ({
    ...category,
    offerings: offerings.map(({ unavailableForModels, ...offering }): Offering => ({
      ...offering,
      name: offering.name.replaceAll('{brand}', car.brand),
      isAvailable: offering.isAvailable && !(unavailableForModels ?? []).some((model) => sameName(model, car.model)),
      priceDiscount:
        car.hasServiceAgreement && agreementDiscount && offering.priceKnown && discountPercent > 0
          ? Math.round((offering.price * discountPercent) / 100)
          : (offering.priceDiscount ?? null),
    })),
  }))
}

/** The services a car is offered (names with its brand, availability for its model, agreement prices). */
export const servicesForCar = (catalogue: WorkshopCatalogue, car: Car) => forCar(catalogue.services, car, catalogue.agreementDiscountPercent)
/** The add-ons a car is offered. */
export const addonsForCar = (catalogue: WorkshopCatalogue, car: Car) => forCar(catalogue.addons, car, catalogue.agreementDiscountPercent)
