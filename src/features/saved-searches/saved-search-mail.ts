import { type CarSummary, carFullName } from '@/features/car-card'
import type { Dictionary } from '@/features/dictionary'
import { escapeHtml } from '@/lib/html-text'

import { MAX_ALERT_CARS_PER_SEARCH, type SearchNews } from './saved-search-rules'

/** A composed e-mail: what nodemailer needs besides the addresses. */
export type SavedSearchMail = { subject: string; text: string; html: string; headers?: Record<string, string> }

type Texts = Pick<Dictionary, 't'>

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:600px">${body}</body></html>`

/**
 * The double opt-in e-mail (issue 41 item 1): the link that confirms, and nothing the visitor typed
 * (a stranger may have entered someone else's address, so it carries none of their words).
 */
export function confirmationMail(input: { siteName: string; confirmUrl: string; texts: Texts }): SavedSearchMail {
  const { t } = input.texts
  const body = t('savedSearchMailConfirmBody', { site: input.siteName })
  const ignore = t('savedSearchMailConfirmIgnore')
  return {
    subject: t('savedSearchMailConfirmSubject', { site: input.siteName }),
    text: `${body}\n\n${input.confirmUrl}\n\n${ignore}\n`,
    html: page(`${paragraph(body)}<p style="margin:0 0 16px">${link(input.confirmUrl, t('savedSearchSubmit'))}</p>${paragraph(ignore)}`),
  }
}

/** One saved search's part of an alert. */
export type AlertSection = { label: string; news: SearchNews<CarSummary>; listUrl: string; unsubscribeUrl: string }

export type AlertMailInput = {
  siteName: string
  sections: readonly AlertSection[]
  manageUrl: string
  /** RFC 8058 one-click: a POST here stops every search of the address on the site. */
  oneClickUnsubscribeUrl: string
  carUrl: (car: CarSummary) => string
  formatPrice: (amount: number, currency: string) => string
  texts: Texts
}

function carLine(car: CarSummary, input: AlertMailInput, before?: number): { text: string; html: string } {
  const name = [carFullName(car), car.car_year].filter(Boolean).join(', ')
  const price = input.formatPrice(car.car_price, car.car_price_currency)
  const was = before === undefined ? '' : ` (${input.texts.t('savedSearchMailPriceWas', { price: input.formatPrice(before, car.car_price_currency) })})`
  const url = input.carUrl(car)
  return {
    text: `- ${name}: ${price}${was}\n  ${url}`,
    html: `<li style="margin:0 0 8px">${link(url, name)}: <strong>${escapeHtml(price)}</strong>${escapeHtml(was)}</li>`,
  }
}

/**
 * The alert after a stock import (issue 41 item 1): per saved search its new cars and its price
 * drops (at most MAX_ALERT_CARS_PER_SEARCH of each, the rest behind the list link), a link that
 * stops that search, one that manages them all, and List-Unsubscribe headers for the mail
 * client's own button.
 */
export function alertMail(input: AlertMailInput): SavedSearchMail {
  const { t } = input.texts
  const text: string[] = []
  const html: string[] = []
  for (const section of input.sections) {
    text.push(section.label, '='.repeat(Math.min(section.label.length, 60)))
    html.push(`<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(section.label)}</h2>`)
    const groups = [
      { heading: t('savedSearchMailNewCars'), lines: section.news.newCars.slice(0, MAX_ALERT_CARS_PER_SEARCH).map((car) => carLine(car, input)) },
      {
        heading: t('savedSearchMailPriceDrops'),
        lines: section.news.priceDrops.slice(0, MAX_ALERT_CARS_PER_SEARCH).map((drop) => carLine(drop.car, input, drop.before)),
      },
    ]
    for (const group of groups) {
      if (group.lines.length === 0) continue
      text.push(`${group.heading}:`, ...group.lines.map((line) => line.text), '')
      html.push(
        `<h3 style="font-size:16px;margin:16px 0 8px">${escapeHtml(group.heading)}</h3><ul style="padding-left:20px">${group.lines.map((l) => l.html).join('')}</ul>`,
      )
    }
    text.push(`${t('savedSearchMailSeeAll')}: ${section.listUrl}`, `${t('savedSearchMailUnsubscribe')}: ${section.unsubscribeUrl}`, '')
    html.push(`<p style="margin:0 0 8px">${link(section.listUrl, t('savedSearchMailSeeAll'))}</p>`)
    html.push(`<p style="margin:0 0 16px;font-size:14px">${link(section.unsubscribeUrl, t('savedSearchMailUnsubscribe'))}</p>`)
  }
  text.push(`${t('savedSearchMailManage')}: ${input.manageUrl}`)
  html.push(`<hr><p style="font-size:14px">${link(input.manageUrl, t('savedSearchMailManage'))}</p>`)
  return {
    subject: t('savedSearchMailAlertSubject', { site: input.siteName }),
    text: `${text.join('\n')}\n`,
    html: page(html.join('')),
    headers: { 'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
