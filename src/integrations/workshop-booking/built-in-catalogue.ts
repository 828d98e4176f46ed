import type { OfferingCategory } from './workshop-booking-port'

/**
 * The built-in engine's service and add-on catalogue (spec 03 §3 Offering, Offering category): the
 * same for every brand except the original service, which is named after the brand. Prices are
 * median prices in SEK (spec 03 §2.4 note); each workshop's own price is the median ± up to 8 %.
 * A car with a service agreement gets SERVICE_AGREEMENT_DISCOUNT off the service category.
 */

export const SERVICE_AGREEMENT_DISCOUNT = 0.2

export function builtInServices(brand: string): OfferingCategory[] {
  return [
    {
      name: 'Service',
      icon: 'wrench',
      offerings: [
        {
          name: `${brand} Originalservice`,
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
}

export function builtInAddons(): OfferingCategory[] {
  return [
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
}
