import { describe, expect, it } from 'vitest'

import { testCarSummary } from '@/features/car-card/test-car-summary'
import { resolveDictionary } from '@/features/dictionary'

import { alertMail, confirmationMail } from './saved-search-mail'

const sv = resolveDictionary([], 'sv', 'sv')
const price = (amount: number) => `${amount} kr`

describe('the confirmation e-mail', () => {
  it('carries the confirm link and says what to do if it was not you, in the site language', () => {
    const mail = confirmationMail({ siteName: 'Nordbil', confirmUrl: 'https://nordbil.se/bevakningar?confirm=abc', texts: sv })
    expect(mail.subject).toBe('Bekräfta din bevakning hos Nordbil')
    expect(mail.text).toContain('https://nordbil.se/bevakningar?confirm=abc')
    expect(mail.text).toContain('Var det inte du?')
    expect(mail.html).toContain('href="https://nordbil.se/bevakningar?confirm=abc"')
  })
})

describe('the alert e-mail', () => {
  const newCar = testCarSummary(7, { car_brand: 'Volvo', car_model: 'XC60', car_version: 'T6 <Recharge>', car_price: 349_900 })
  const cheaper = testCarSummary(8, { car_model: 'V90', car_price: 299_000 })
  const mail = alertMail({
    siteName: 'Nordbil',
    sections: [
      {
        label: 'Volvo, XC60',
        news: { newCars: [newCar], priceDrops: [{ car: cheaper, before: 319_000 }] },
        listUrl: 'https://nordbil.se/kop-bil/volvo',
        unsubscribeUrl: 'https://nordbil.se/bevakningar?unsubscribe=t1',
      },
    ],
    manageUrl: 'https://nordbil.se/bevakningar?manage=t1',
    oneClickUnsubscribeUrl: 'https://nordbil.se/api/search-alerts/unsubscribe?token=t1&all=1',
    carUrl: (car) => `https://nordbil.se/kop-bil/${car.car_id}/${car.slug}`,
    formatPrice: price,
    texts: sv,
  })

  it('names the new car and the price drop with the old price, each linked', () => {
    expect(mail.subject).toBe('Nya bilar som matchar din bevakning hos Nordbil')
    expect(mail.text).toContain('Volvo XC60 T6 <Recharge>, 2022: 349900 kr')
    expect(mail.text).toContain('https://nordbil.se/kop-bil/7/volvo-xc60-7')
    expect(mail.text).toContain('Volvo V90, 2022: 299000 kr (förut 319000 kr)')
    expect(mail.html).toContain('T6 &lt;Recharge&gt;')
    expect(mail.html).not.toContain('<Recharge>')
  })

  it('has a link that stops the search, one that manages them, and the mail client’s one-click unsubscribe', () => {
    expect(mail.text).toContain('Sluta bevaka den här sökningen: https://nordbil.se/bevakningar?unsubscribe=t1')
    expect(mail.text).toContain('Hantera dina bevakningar: https://nordbil.se/bevakningar?manage=t1')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://nordbil.se/api/search-alerts/unsubscribe?token=t1&all=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
