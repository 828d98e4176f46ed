import { describe, expect, it } from 'vitest'

import { validateCarContactValues } from '@/features/leads/lead-schema'

import { contactValues, type ContactFormInput, pageSource, quoteReferenceMessage } from './contact-form-rules'
import type { SellerOption } from './seller-options'

const input: ContactFormInput = {
  name: 'Anna Berg',
  phone: '+46 70 123 45 67',
  email: 'anna@example.se',
  message: 'Hej',
  quote: true,
  testDrive: false,
  sellerId: '',
}
const source = 'https://nordbil.se/kop-bil/1001/volvo-xc60'
const stockCar = { id: '1001', brand: 'Volvo', model: 'XC60', year: 2021, isSample: false }
const sample = { id: '3001', brand: 'Volvo', model: 'XC40', isSample: true }
const sellers: SellerOption[] = [
  { id: '2001-1', label: 'Bilhallen Göteborg', siteName: 'Bilhallen Göteborg', toName: 'Bilhallen Göteborg', toEmail: 'volvo@bilhallen.example' },
]

describe('contactValues (spec 02 §7 Contact values)', () => {
  it('a car in stock goes to its dealer', () => {
    expect(
      contactValues(input, { car: stockCar, recipient: { toName: 'Bilhallen Göteborg', toEmail: 'info@bilhallen.example' }, sellers: [], source }),
    ).toEqual({
      ok: true,
      values: {
        car: stockCar,
        name: 'Anna Berg',
        phone: '+46 70 123 45 67',
        email: 'anna@example.se',
        message: 'Hej',
        quote: true,
        testDrive: false,
        toName: 'Bilhallen Göteborg',
        toEmail: 'info@bilhallen.example',
        source,
      },
    })
  })

  it('a sample goes to the chosen seller, with siteName', () => {
    const result = contactValues({ ...input, sellerId: '2001-1' }, { car: sample, recipient: {}, sellers, source })
    expect(result).toMatchObject({ ok: true, values: { siteName: 'Bilhallen Göteborg', toName: 'Bilhallen Göteborg', toEmail: 'volvo@bilhallen.example' } })
  })

  it('a sample without a choice leaves siteName out, and the shared check flags it', () => {
    const result = contactValues(input, { car: sample, recipient: {}, sellers, source })
    if (!result.ok) throw new Error('expected values')
    expect(result.values).not.toHaveProperty('siteName')
    const checked = validateCarContactValues(result.values)
    expect(checked.ok ? [] : checked.issues).toEqual([{ field: 'siteName', code: 'required' }])
  })

  it("'Department not found': a sample with no seller, or a choice that is none of them", () => {
    expect(contactValues(input, { car: sample, recipient: {}, sellers: [], source })).toEqual({ ok: false, reason: 'department-not-found' })
    expect(contactValues({ ...input, sellerId: '9999-0' }, { car: sample, recipient: {}, sellers, source })).toEqual({
      ok: false,
      reason: 'department-not-found',
    })
  })
})

describe('quoteReferenceMessage (UK finance widget links)', () => {
  const texts = { quoteReferenceLine: 'Finance quote reference: {reference}', partExchangeLine: 'I have a car to part-exchange.' }

  it('reserve link: the reference line', () => {
    expect(quoteReferenceMessage('?quoteRef=SHR7K3M9Q2X4P', texts)).toBe('Finance quote reference: SHR7K3M9Q2X4P')
  })

  it('part-exchange link: the reference and the part-exchange line', () => {
    expect(quoteReferenceMessage('?quoteRef=SHR7K3M9Q2X4P&partExchange=1', texts)).toBe(
      'Finance quote reference: SHR7K3M9Q2X4P\nI have a car to part-exchange.',
    )
  })

  it('nothing without a well-formed reference', () => {
    expect(quoteReferenceMessage('', texts)).toBeNull()
    expect(quoteReferenceMessage('?partExchange=1', texts)).toBeNull()
    expect(quoteReferenceMessage('?quoteRef=%3Cscript%3E', texts)).toBeNull()
    expect(quoteReferenceMessage(`?quoteRef=${'A'.repeat(65)}`, texts)).toBeNull()
  })
})

describe('pageSource', () => {
  it('is the page URL, shortened to path only when longer than the server takes', () => {
    expect(pageSource(`${source}?quoteRef=X#contact`)).toBe(`${source}?quoteRef=X#contact`)
    expect(pageSource(`${source}?q=${'x'.repeat(3000)}`)).toBe(source)
  })
})
