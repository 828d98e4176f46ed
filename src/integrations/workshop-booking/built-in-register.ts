import type { Car } from './workshop-booking-port'

/**
 * The built-in engine's vehicle register (issue 19 "a vehicle register for the demo"): plates that
 * cover every branch of the lookup. A plate that is not here is VehicleNotFound; a plate of another
 * shape InvalidReg (spec 03 §8). Brands the built-in workshops do not service are BrandNotSupported.
 *
 * | plate  | car                          | branch                                          |
 * |--------|------------------------------|-------------------------------------------------|
 * | ABC123 | Volvo XC60 2021              | supported, authorised workshops (Volvo)         |
 * | VOL42A | Volvo V60 2022               | with service agreement (discounted prices)      |
 * | POL234 | Polestar 2 2023              | authorised                                      |
 * | VWG456 | Volkswagen Golf 2019         | authorised                                      |
 * | REN789 | Renault Clio 2018            | original service not available for the model    |
 * | KIA321 | Kia Ceed 2020                | supported, no authorised workshop               |
 * | MAZ654 | Mazda CX-5 2017              | supported, no authorised workshop               |
 * | TES001 | Tesla Model 3 2022           | BrandNotSupported,Tesla                         |
 * | POR911 | Porsche 911 2020             | BrandNotSupported,Porsche (the header's link)   |
 * | MEK001 | Volvo 240 1991               | the test car (spec 03 §2.4 easter egg)          |
 * | NOT404 | —                            | VehicleNotFound                                 |
 */
export const BUILT_IN_VEHICLES: readonly Car[] = [
  { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: false, region: 'Västra Götaland' },
  { registrationNumber: 'VOL42A', brand: 'Volvo', model: 'V60', buildYear: 2022, hasServiceAgreement: true, region: 'Västra Götaland' },
  { registrationNumber: 'POL234', brand: 'Polestar', model: '2', buildYear: 2023, hasServiceAgreement: false, region: 'Stockholm' },
  { registrationNumber: 'VWG456', brand: 'Volkswagen', model: 'Golf', buildYear: 2019, hasServiceAgreement: false, region: 'Skåne' },
  { registrationNumber: 'REN789', brand: 'Renault', model: 'Clio', buildYear: 2018, hasServiceAgreement: false, region: 'Halland' },
  { registrationNumber: 'KIA321', brand: 'Kia', model: 'Ceed', buildYear: 2020, hasServiceAgreement: false, region: 'Västra Götaland' },
  { registrationNumber: 'MAZ654', brand: 'Mazda', model: 'CX-5', buildYear: 2017, hasServiceAgreement: true, region: 'Uppsala' },
  { registrationNumber: 'TES001', brand: 'Tesla', model: 'Model 3', buildYear: 2022, hasServiceAgreement: false, region: 'Stockholm' },
  { registrationNumber: 'POR911', brand: 'Porsche', model: '911', buildYear: 2020, hasServiceAgreement: false, region: 'Skåne' },
  { registrationNumber: 'MEK001', brand: 'Volvo', model: '240', buildYear: 1991, hasServiceAgreement: false, region: 'Västra Götaland', isTestCar: true },
]

/** Brands the built-in engine does not service at all (spec 03 §8 BrandNotSupported). */
export const UNSUPPORTED_BRANDS: readonly string[] = ['Tesla', 'Porsche', 'Ferrari', 'Lamborghini']

/** Models whose original service the brand does not offer through us (spec 03 §4 "{name} är inte tillgänglig för denna bilmodell"). */
export const ORIGINAL_SERVICE_UNAVAILABLE: readonly { brand: string; model: string }[] = [{ brand: 'Renault', model: 'Clio' }]
