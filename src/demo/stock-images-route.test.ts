import { describe, expect, it, vi } from 'vitest'

import * as config from '@/lib/config'

import { GET } from './stock-images-route'

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

  it('answers 404 with a reason when the demo content is off', async () => {
    const real = config.getConfig()
    const spy = vi.spyOn(config, 'getConfig').mockReturnValue({ ...real, demoContent: false })
    try {
      const response = await get('suv-blue-1.svg')
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('SHOWROOM_DEMO_CONTENT=off')
    } finally {
      spy.mockRestore()
    }
  })
})
