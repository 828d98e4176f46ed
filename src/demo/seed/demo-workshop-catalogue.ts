import type { Payload } from 'payload'

import type { BookingCatalogue, CatalogueCategory, CatalogueOffering } from '@/integrations/workshop-booking/workshop-booking-port'

/**
 * The demo's vehicle register (issue 19 "a vehicle register for the demo"; the CMS collection
 * 'vehicle-register', seeded from here): plates that
 * cover every branch of the lookup. A plate that is not here is VehicleNotFound; a plate of another
 * shape InvalidReg (spec 03 §8). Brands no catalogue lists are BrandNotSupported.
 *
 * | plate  | car                          | branch                                          |
 * |--------|------------------------------|-------------------------------------------------|
 * | ABC123 | Volvo XC60 2021              | supported, authorised workshops (Volvo)         |
 * | VOL42A | Volvo V60 2022               | with service agreement (discounted prices)      |
 * | POL234 | Polestar 2 2023              | authorised                                      |
 * | VWG456 | Volkswagen Golf 2019         | authorised                                      |
 * | REN789 | Renault Clio 2018            | original service not available for the model    |
 * | KIA321 | Honda Civic 2020             | supported, no authorised workshop (issue 36)    |
 * | MAZ654 | Mazda CX-5 2017              | authorised (Service Alingsås), agreement        |
 * | TES001 | Tesla Model 3 2022           | BrandNotSupported,Tesla                         |
 * | POR911 | Porsche 911 2020             | BrandNotSupported,Porsche (the header's link)   |
 * | MEK001 | Volvo 240 1991               | the test car (spec 03 §2.4 easter egg)          |
 * | NOT404 | —                            | VehicleNotFound                                 |
 */
const DEMO_VEHICLES: BookingCatalogue['vehicles'] = [
  { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: false, region: 'Västra Götaland' },
  { registrationNumber: 'VOL42A', brand: 'Volvo', model: 'V60', buildYear: 2022, hasServiceAgreement: true, region: 'Västra Götaland' },
  { registrationNumber: 'POL234', brand: 'Polestar', model: '2', buildYear: 2023, hasServiceAgreement: false, region: 'Stockholm' },
  { registrationNumber: 'VWG456', brand: 'Volkswagen', model: 'Golf', buildYear: 2019, hasServiceAgreement: false, region: 'Skåne' },
  { registrationNumber: 'REN789', brand: 'Renault', model: 'Clio', buildYear: 2018, hasServiceAgreement: false, region: 'Halland' },
  // A brand the catalogue services but no Nordbil workshop is authorised for (none sells it, and it
  // is not in the booking page's list of authorised brands): the header's "no authorised workshop"
  // branch. A plate is only letters and digits; this one is no Kia (three Nordbil dealers sell Kia,
  // so a Kia has authorised workshops here).
  { registrationNumber: 'KIA321', brand: 'Honda', model: 'Civic', buildYear: 2020, hasServiceAgreement: false, region: 'Västra Götaland' },
  { registrationNumber: 'MAZ654', brand: 'Mazda', model: 'CX-5', buildYear: 2017, hasServiceAgreement: true, region: 'Uppsala' },
  { registrationNumber: 'TES001', brand: 'Tesla', model: 'Model 3', buildYear: 2022, hasServiceAgreement: false, region: 'Stockholm' },
  { registrationNumber: 'POR911', brand: 'Porsche', model: '911', buildYear: 2020, hasServiceAgreement: false, region: 'Skåne' },
  { registrationNumber: 'MEK001', brand: 'Volvo', model: '240', buildYear: 1991, hasServiceAgreement: false, region: 'Västra Götaland', isTestCar: true },
]

/**
 * The brands the demo's workshops service: every brand of the booking page's authorised list and a
 * few more. Tesla, Porsche, Ferrari and Lamborghini are not among them (BrandNotSupported; the
 * page's header links to their own booking pages).
 */
export const DEMO_SERVICED_BRANDS = [
  'Volvo',
  'Polestar',
  'Volkswagen',
  'Audi',
  'Škoda',
  'Cupra',
  'Seat',
  'Renault',
  'Dacia',
  'Kia',
  'Hyundai',
  'Toyota',
  'Lexus',
  'Ford',
  'Mazda',
  'Nissan',
  'Peugeot',
  'Citroën',
  'Opel',
  'BMW',
  'Mini',
  'Mercedes-Benz',
  'Smart',
  'Subaru',
  'Suzuki',
  'Mitsubishi',
  'Jeep',
  'Fiat',
  'Alfa Romeo',
  'MG',
  'BYD',
  'Iveco',
  'Honda',
  'Land Rover',
  'Jaguar',
  'DS',
  'Maxus',
  'Lynk & Co',
  'Volvo Lastvagnar',
]

/**
 * The demo's service and add-on catalogue (spec 03 §3 Offering, Offering category): median prices
 * in SEK (each workshop's own price is the median ± up to 8 %), the original service named after
 * the brand and not offered for the Renault Clio, a service agreement's 20 % off the Service
 * category. Seeded into the CMS collection 'workshop-catalogues', where editors change it.
 */
const SERVICES: CatalogueCategory[] = [
  {
    name: 'Service',
    icon: 'wrench',
    agreementDiscount: true,
    offerings: [
      {
        name: '{brand} Originalservice',
        unavailableForModels: ['Clio'],
        code: 'ORIGSVC',
        price: 4490,
        description: 'Service enligt tillverkarens serviceprogram, med originaldelar. Pris efter miltal.',
        isAvailable: true,
        priceKnown: true,
        allowUserInput: false,
        kind: 'original',
        requiresMileage: true,
      },
      {
        name: 'Basservice',
        code: 'BASSVC',
        price: 2990,
        description: 'Oljebyte, filter och kontroll av bromsar, däck och vätskor.',
        isAvailable: true,
        priceKnown: true,
        allowUserInput: false,
        kind: 'base',
      },
      {
        name: 'AC-service',
        code: 'ACSVC',
        price: 1290,
        description: 'Kontroll och påfyllning av klimatanläggningen.',
        isAvailable: true,
        priceKnown: true,
        allowUserInput: false,
      },
    ],
  },
  {
    name: 'Däck och hjul',
    icon: 'tyre',
    offerings: [
      {
        name: 'Hjulskifte',
        code: 'HJULSKIFT',
        price: 595,
        description: 'Byte mellan sommar- och vinterhjul.',
        isAvailable: true,
        priceKnown: true,
        allowUserInput: false,
      },
      { name: 'Hjulinställning', code: 'HJULINST', price: 1195, description: null, isAvailable: true, priceKnown: true, allowUserInput: false },
    ],
  },
  {
    name: 'Reparation',
    icon: 'tools',
    offerings: [
      {
        name: 'Bromsar',
        code: 'BROMS',
        price: 0,
        description: 'Byte av bromsbelägg och skivor efter kontroll.',
        isAvailable: true,
        priceKnown: false,
        notKnownPriceText: 'Vi kan ej ge ett pris på denna tjänst',
        allowUserInput: false,
      },
      {
        name: 'Felsökning',
        code: 'FELSOK',
        price: 0,
        description: 'Beskriv felet så förbereder verkstaden sig.',
        isAvailable: true,
        priceKnown: false,
        notKnownPriceText: 'Vi kan ej ge ett pris på denna tjänst',
        allowUserInput: true,
      },
    ],
  },
  {
    name: 'Glas',
    icon: 'windscreen',
    offerings: [
      {
        name: 'Stenskottslagning',
        code: 'STENSKOTT',
        price: 450,
        description: 'Lagning av stenskott i vindrutan, per skada.',
        unitPrice: { unit: 'skada', minimum: 1, maximum: 3, unitAbbreviation: 'st', postfix: '/st' },
        isAvailable: true,
        priceKnown: true,
        allowUserInput: false,
      },
    ],
  },
]

const ADDONS: CatalogueCategory[] = [
  {
    name: 'Biltvätt',
    icon: 'wash',
    selectionType: 'single',
    offerings: [
      { name: 'Handtvätt', code: 'TVATT', price: 395, description: null, isAvailable: true, priceKnown: true, allowUserInput: false },
      {
        name: 'Rekond',
        code: 'REKOND',
        price: 1995,
        description: 'Invändig och utvändig rekonditionering.',
        isAvailable: true,
        priceKnown: true,
        allowUserInput: false,
      },
    ],
  },
  {
    name: 'Övrigt',
    icon: 'plus',
    selectionType: null,
    offerings: [
      { name: 'Nya torkarblad', code: 'TORKARE', price: 349, description: null, isAvailable: true, priceKnown: true, allowUserInput: false },
      { name: 'Spolarvätska', code: 'SPOLARV', price: 149, description: null, isAvailable: true, priceKnown: true, allowUserInput: false },
      {
        name: 'Lånebil',
        code: 'LANEBIL',
        price: 0,
        description: 'I mån av tillgång.',
        isAvailable: true,
        priceKnown: false,
        notKnownPriceText: 'Vi kan ej ge ett pris på denna tjänst',
        allowUserInput: false,
      },
    ],
  },
]

/** The demo site's register and catalogue as the engine reads them from the CMS. */
export const DEMO_BOOKING_CATALOGUE: BookingCatalogue = {
  vehicles: DEMO_VEHICLES,
  catalogues: [{ name: 'Personbilar', brands: DEMO_SERVICED_BRANDS, agreementDiscountPercent: 20, services: SERVICES, addons: ADDONS }],
}

const offeringData = (o: CatalogueOffering) => ({
  name: o.name,
  code: o.code,
  price: o.price,
  priceKnown: o.priceKnown,
  notKnownPriceText: o.notKnownPriceText ?? null,
  description: o.description ?? null,
  allowUserInput: o.allowUserInput,
  kind: o.kind ?? null,
  requiresMileage: o.requiresMileage ?? false,
  unitPrice: o.unitPrice ?? {},
  unavailableForModels: (o.unavailableForModels ?? []).join(', '),
})
const categoryData = (c: CatalogueCategory) => ({
  name: c.name,
  icon: c.icon,
  selectionType: c.selectionType ?? null,
  agreementDiscount: c.agreementDiscount ?? false,
  offerings: c.offerings.map(offeringData),
})

/** Seeds a site's 'workshop-catalogues' and 'vehicle-register' from the demo's catalogue and register. */
export async function seedDemoWorkshopCatalogue(payload: Payload, siteId: number, catalogue: BookingCatalogue = DEMO_BOOKING_CATALOGUE): Promise<void> {
  for (const c of catalogue.catalogues) {
    await payload.create({
      collection: 'workshop-catalogues',
      depth: 0,
      data: {
        site: siteId,
        name: c.name,
        brands: c.brands.join(', '),
        agreementDiscountPercent: c.agreementDiscountPercent,
        services: c.services.map(categoryData),
        addons: c.addons.map(categoryData),
      } as never,
    })
  }
  for (const car of catalogue.vehicles) {
    await payload.create({
      collection: 'vehicle-register',
      depth: 0,
      data: {
        site: siteId,
        registrationNumber: car.registrationNumber,
        brand: car.brand,
        model: car.model,
        buildYear: car.buildYear,
        hasServiceAgreement: car.hasServiceAgreement,
        region: car.region ?? null,
        isTestCar: car.isTestCar ?? false,
      } as never,
    })
  }
}
