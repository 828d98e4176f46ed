import type { Payload } from 'payload'

import { seedDemoWorkshopCatalogue } from './demo-workshop-catalogue'

/** Where Nordbil's booking page is (the facility pages' 'Boka service & verkstad' link goes there). */
export const DEMO_SERVICE_BOOKING_PATH = '/service-och-verkstad/boka-bilverkstad'
/** Nordbil's 'Boka service' menu page runs the lookup variant (spec 03 §4: the plate lookup first, then 'Steg n/4'). */
export const DEMO_SERVICE_LOOKUP_PATH = '/service-och-verkstad/boka-service'

const AUTHORISED_BRANDS =
  'Volvo, Polestar, Volkswagen, Audi, Škoda, Cupra, Seat, Renault, Dacia, Kia, Hyundai, Toyota, Lexus, Ford, Mazda, Nissan, Peugeot, Citroën, Opel, BMW, Mini, Mercedes-Benz, Smart, Subaru, Suzuki, Mitsubishi, Jeep, Fiat, Alfa Romeo, MG, BYD, Iveco'

async function nordbilPage(payload: Payload, siteId: number, path: string): Promise<number> {
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { equals: path } }] },
    limit: 1,
    depth: 0,
  })
  const page = found.docs[0]
  if (!page) throw new Error(`Demo service booking: Nordbil has no page at ${path}`)
  return page.id
}

/**
 * Nordbil's 'Boka bilverkstad' page runs the online service booking (issue 19, spec 03 §2.4): the
 * placeholder page the redirect table made gets the serviceBooking block with the header's links
 * (two premium brands' own booking sites, the Porsche service page, Iveco's workshop services),
 * the authorised brands, the damage-inspection partner and the contact address.
 */
export async function seedDemoServiceBooking(payload: Payload, siteIds: Record<string, number>, log: (message: string) => void = () => {}): Promise<void> {
  const siteId = siteIds.nordbil
  if (siteId === undefined) return
  log('Service booking on Nordbil')
  // The built-in booking engine's catalogue and register, editable in the CMS.
  await seedDemoWorkshopCatalogue(payload, siteId)
  await payload.update({
    collection: 'pages',
    depth: 0,
    id: await nordbilPage(payload, siteId, DEMO_SERVICE_BOOKING_PATH),
    locale: 'sv',
    draft: false,
    data: {
      title: 'Boka service, däckbyte och verkstad',
      metaDescription: 'Boka service, däckbyte och verkstad hos Nordbil: välj tjänster, verkstad och tid online.',
      main: [
        {
          blockType: 'serviceBooking',
          headerLinks: [
            { label: 'Boka Ferrari-service', url: 'https://ferrari-service.example.com/boka' },
            { label: 'Boka Maserati-service', url: 'https://maserati-service.example.com/boka' },
            { label: 'Boka Porsche-service', url: '/service-och-verkstad/boka-service/boka-porsche-service' },
            { label: 'Iveco verkstadstjänster', url: '/kop-bil/bilmarken/iveco/verkstadstjanster' },
          ],
          variant: 'page',
          authorisedBrands: AUTHORISED_BRANDS,
          damageInspectionUrl: 'https://skadebesiktning.example.com/',
          contactEmail: 'verkstad@nordbil.example',
        },
      ] as never,
      _status: 'published',
    },
  })
  // The menu's 'Boka service' page: the lookup variant, the plate and place alone first.
  await payload.update({
    collection: 'pages',
    depth: 0,
    id: await nordbilPage(payload, siteId, DEMO_SERVICE_LOOKUP_PATH),
    locale: 'sv',
    draft: false,
    data: {
      metaDescription: 'Boka service hos Nordbil: ange registreringsnummer och plats, välj tjänster, verkstad och tid.',
      main: [
        {
          blockType: 'serviceBooking',
          variant: 'lookup',
          headerLinks: [],
          authorisedBrands: AUTHORISED_BRANDS,
          damageInspectionUrl: 'https://skadebesiktning.example.com/',
          contactEmail: 'verkstad@nordbil.example',
        },
      ] as never,
      _status: 'published',
    },
  })
}
