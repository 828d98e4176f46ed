import { describe, expect, it } from 'vitest'

import { GET } from '@/app/(payload)/api/stock-images/[file]/route'

const get = (file: string) => GET(new Request(`http://localhost/stock-images/${file}`), { params: Promise.resolve({ file }) })

describe('GET /stock-images/<file>', () => {
  it('serves the stock pictures, the 360 frames and the interior panoramas as SVG', async () => {
    for (const file of ['suv-blue-1.svg', 'spin-suv-blue-0.svg', 'spin-pickup-red-35.svg', 'interior-green.svg']) {
      const response = await get(file)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect((await response.text()).startsWith('<svg ')).toBe(true)
    }
  })

  it('answers 404 for any other name', async () => {
    for (const file of ['spin-suv-blue-36.svg', 'spin-suv-blue-07.svg', 'interior-pink.svg', 'spin-van-blue.svg', 'suv-blue-0.svg']) {
      expect((await get(file)).status, file).toBe(404)
    }
  })
})
