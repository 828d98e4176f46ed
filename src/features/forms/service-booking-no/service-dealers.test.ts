import { describe, expect, it } from 'vitest'

import { searchRequest } from '@/integrations/search/search-contract'

import { serviceDealerOptions, serviceDealersRequest } from './service-dealers'

describe('the Norwegian form’s dealers (spec 03 §2.6, §7)', () => {
  it('asks the sites index for up to 100 sites with a workshop, in the site order', () => {
    const request = serviceDealersRequest('sites-no')
    expect(searchRequest.parse(request)).toMatchObject({ index: 'sites-no', limit: 100, sort_name: 'website_sort_order_asc' })
    expect(request.filters).toEqual([{ name: 'site_departments.group', type: 'terms', values: ['Workshop'] }])
  })

  it('offers each dealer once, with the workshop’s address, else the site’s', () => {
    expect(
      serviceDealerOptions([
        {
          site_id: '201',
          site_official_name: 'Fjordbil Bergen Åsane',
          site_email: 'asane@fjordbil.example',
          site_departments: [
            { group: 'New cars', email: 'salg@fjordbil.example' },
            { group: 'Workshop', email: 'verksted.asane@fjordbil.example' },
          ],
        },
        { site_id: 202, site_official_name: 'Fjordbil Førde', site_email: 'forde@fjordbil.example', site_departments: [{ group: 'Workshop', email: null }] },
        { site_id: '203', site_official_name: 'Fjordbil Haugesund', site_email: 'not an address' },
        { site_id: '201', site_official_name: 'Duplicate' },
        { site_official_name: 'No id' },
        null,
      ]),
    ).toEqual([
      { id: '201', name: 'Fjordbil Bergen Åsane', email: 'verksted.asane@fjordbil.example' },
      { id: '202', name: 'Fjordbil Førde', email: 'forde@fjordbil.example' },
      { id: '203', name: 'Fjordbil Haugesund' },
    ])
  })
})
