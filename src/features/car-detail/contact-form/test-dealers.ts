import { type DealerRecord, dealerRecord, type Department } from '@/integrations/search/dealer-record'

/**
 * Dealer sites for the contact form's tests, parsed with the stock rules: two Volvo dealers with a
 * 'New cars' department, one of them with a second (business) one, and a dealer selling only Kia.
 */

const department = (over: Partial<Department> & Pick<Department, 'name' | 'group'>): Department => ({ brands: [], ...over })

export const dealer = (over: Partial<DealerRecord> & Pick<DealerRecord, 'site_id' | 'site_official_name'>): DealerRecord =>
  dealerRecord.parse({ slug: `dealer-${over.site_id}`, site_city: 'Göteborg', country_code: 'SE', site_brands: [], site_departments: [], ...over })

export const goteborg = dealer({
  site_id: '2001',
  site_official_name: 'Bilhallen Göteborg',
  site_email: 'info@bilhallen.example',
  site_phone: '031-123 45 67',
  site_brands: ['Volvo'],
  site_departments: [
    department({ name: 'Verkstad', group: 'Workshop', brands: [{ brand_code: 'VO', name: 'Volvo', email: 'verkstad@bilhallen.example' }] }),
    department({
      name: 'Nybil',
      official_name: 'Bilhallen Göteborg Nybilsförsäljning',
      group: 'New cars',
      email: 'nybil@bilhallen.example',
      brands: [{ brand_code: 'VO', name: 'Volvo', email: 'volvo@bilhallen.example' }],
    }),
  ],
})

export const boras = dealer({
  site_id: '2002',
  site_official_name: 'Bilhallen Borås',
  site_city: 'Borås',
  site_email: 'boras@bilhallen.example',
  site_brands: ['Volvo', 'Kia'],
  site_departments: [
    department({ name: 'Nybil privat', group: 'New cars', email: 'privat@boras.example', brands: [{ brand_code: 'VO', name: 'VOLVO' }] }),
    department({
      name: 'Nybil företag',
      group: 'New cars',
      brands: [
        { brand_code: 'VO', name: 'Volvo' },
        { brand_code: 'KI', name: 'Kia' },
      ],
    }),
    department({ name: 'Begagnat', group: 'Used cars', email: 'beg@boras.example', brands: [{ brand_code: 'VO', name: 'Volvo' }] }),
  ],
})

export const kiaOnly = dealer({
  site_id: '2003',
  site_official_name: 'Kiahallen',
  site_brands: ['Kia'],
  site_departments: [department({ name: 'Nybil', group: 'New cars', email: 'kia@kiahallen.example', brands: [{ brand_code: 'KI', name: 'Kia' }] })],
})
