import { describe, expect, it } from 'vitest'

import { leadFieldIssues, parseLeadSubmission } from '@/features/leads/lead-schema'

import { cmsFieldWidth, cmsNumber, flatAnswers, initialAnswers } from './cms-form-answers'
import { cmsAnswersSchema } from './cms-form-check'
import { type CmsFormField, cmsFormFields, cmsFormName, safeRedirectUrl } from './cms-form-fields'

const fields: CmsFormField[] = [
  { blockType: 'text', name: 'name', label: 'Namn', required: true, width: 50 },
  { blockType: 'email', name: 'email', label: 'E-post', required: true, width: 50 },
  { blockType: 'textarea', name: 'message', label: 'Meddelande', required: false },
  { blockType: 'message', message: { root: { type: 'root', children: [] } } },
  { blockType: 'checkbox', name: 'newsletter', label: 'Nyhetsbrev', required: false, defaultValue: true },
  { blockType: 'number', name: 'mileage', label: 'Miltal', required: false, defaultValue: 1200 },
  {
    blockType: 'select',
    name: 'department',
    label: 'Avdelning',
    required: true,
    options: [
      { label: 'Försäljning', value: 'sales' },
      { label: 'Verkstad', value: 'workshop' },
    ],
  },
]

describe('flatAnswers (spec 03 §7: answers mapped to flat fields by control type)', () => {
  it('text, e-mail and text area → trimmed text; checkbox → boolean; number → number; select → the option value', () => {
    expect(
      flatAnswers(fields, {
        name: ' Anna ',
        email: 'anna@example.se',
        message: 'Hej!\nRing mig.',
        newsletter: true,
        mileage: '12 500',
        department: 'workshop',
      }),
    ).toEqual({ name: 'Anna', email: 'anna@example.se', message: 'Hej!\nRing mig.', newsletter: true, mileage: 12500, department: 'workshop' })
  })

  it('gives every input field a value, empty ones as "", false or null; message fields none', () => {
    expect(flatAnswers(fields, {})).toEqual({ name: '', email: '', message: '', newsletter: false, mileage: null, department: null })
  })

  it('reads checkbox "on"/"true", decimal commas, a select answered by its label; drops names the form does not have', () => {
    expect(flatAnswers(fields, { newsletter: 'on', mileage: '12,5', department: 'verkstad', extra: 'x', __proto__: 'y' })).toMatchObject({
      newsletter: true,
      mileage: 12.5,
      department: 'workshop',
    })
    expect(flatAnswers(fields, { extra: 'x' })).not.toHaveProperty('extra')
    expect(flatAnswers(fields, { department: 'marketing', mileage: 'tolv' })).toMatchObject({ department: null, mileage: null })
  })

  it('is stored with the generic values rules', () => {
    const values = flatAnswers(fields, { name: 'Anna', email: 'anna@example.se', department: 'sales' })
    const parsed = parseLeadSubmission({ formName: cmsFormName('Nordbil Gruppen', 'Kontakta oss'), formSubmissionId: 'cms-form-0001', values })
    expect(parsed).toMatchObject({ ok: true, submission: { kind: 'generic', formName: 'Nordbil GruppenKontaktaOss', values } })
  })
})

/** The problems the browser's check finds, as the lead route would name them. */
function cmsFormIssues(form: readonly CmsFormField[], answers: Record<string, string | boolean>) {
  const checked = cmsAnswersSchema(form).safeParse(answers)
  return checked.success ? [] : leadFieldIssues(checked.error)
}

describe('cmsAnswersSchema (the browser check)', () => {
  it('flags required fields, the e-mail pattern, numbers, unknown options and lengths', () => {
    expect(cmsFormIssues(fields, {})).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'required' },
      { field: 'department', code: 'required' },
    ])
    expect(cmsFormIssues(fields, { name: 'A', email: 'a@b', mileage: 'x', department: 'marketing', message: 'x'.repeat(5001) })).toEqual([
      { field: 'email', code: 'pattern' },
      { field: 'message', code: 'tooLong' },
      { field: 'mileage', code: 'invalid' },
      { field: 'department', code: 'invalid' },
    ])
    expect(cmsFormIssues(fields, { name: 'A', email: 'a@b.se', department: 'sales' })).toEqual([])
  })

  it('gives the flat values by control type once the answers pass', () => {
    expect(cmsAnswersSchema(fields).parse({ name: ' Anna ', email: 'anna@example.se', newsletter: true, mileage: '12 500', department: 'Verkstad' })).toEqual({
      name: 'Anna',
      email: 'anna@example.se',
      message: '',
      newsletter: true,
      mileage: 12500,
      department: 'workshop',
    })
    expect(cmsAnswersSchema(fields, (_, index) => `f${index}`).parse({ f0: 'Anna', f1: 'anna@example.se', f5: 'sales' })).toMatchObject({
      name: 'Anna',
      department: 'sales',
    })
  })

  it('a required checkbox must be ticked', () => {
    const consent: CmsFormField[] = [{ blockType: 'checkbox', name: 'consent', label: 'Jag godkänner', required: true }]
    expect(cmsFormIssues(consent, { consent: false })).toEqual([{ field: 'consent', code: 'required' }])
    expect(cmsFormIssues(consent, { consent: true })).toEqual([])
  })
})

describe('radio groups (a survey’s scales)', () => {
  const scale: CmsFormField[] = [
    {
      blockType: 'radio',
      name: 'rating',
      label: 'Betyg',
      required: true,
      options: ['1', '2', '3', '4', '5'].map((v) => ({ label: v, value: v })),
    },
    {
      blockType: 'radio',
      name: 'again',
      label: 'Kommer du tillbaka?',
      required: false,
      defaultValue: 'ja',
      options: [
        { label: 'Ja', value: 'ja' },
        { label: 'Nej', value: 'nej' },
      ],
    },
  ]

  it('send the chosen option’s value, null when none; required and unknown answers are flagged', () => {
    expect(flatAnswers(scale, { rating: '4', again: 'Nej' })).toEqual({ rating: '4', again: 'nej' })
    expect(flatAnswers(scale, {})).toEqual({ rating: null, again: null })
    expect(cmsFormIssues(scale, {})).toEqual([{ field: 'rating', code: 'required' }])
    expect(cmsFormIssues(scale, { rating: '7' })).toEqual([{ field: 'rating', code: 'invalid' }])
    expect(cmsFormIssues(scale, { rating: '5' })).toEqual([])
  })

  it('start with the editor’s default, and the form builder’s radio blocks are read', () => {
    expect(initialAnswers(scale)).toEqual({ rating: '', again: 'ja' })
    expect(cmsFormFields([{ blockType: 'radio', name: 'r', options: [{ label: 'A', value: 'a', id: 'x' }] }]).fields).toEqual([
      { blockType: 'radio', name: 'r', options: [{ label: 'A', value: 'a' }] },
    ])
  })
})

describe('the form document', () => {
  it('keeps the fields it can show, leaves out unknown shapes and repeated names', () => {
    const { fields: shown, dropped } = cmsFormFields([
      { blockType: 'text', name: 'name', label: 'Namn', id: 'a' },
      { blockType: 'payment', name: 'pay' },
      { blockType: 'text', name: 'name', label: 'Namn igen' },
      { blockType: 'select', name: 'dep', options: null },
      { blockType: 'message', message: null },
    ])
    expect(shown.map((f) => f.blockType)).toEqual(['text', 'select', 'message'])
    expect(shown[1]).toMatchObject({ options: [] })
    expect(dropped).toEqual(['pay', 'name'])
  })

  it('starts with the CMS default values', () => {
    expect(initialAnswers(fields)).toEqual({ name: '', email: '', message: '', newsletter: true, mileage: '1200', department: '' })
  })

  it('widths are per cent of the row, 100 when unset or unusable', () => {
    expect([cmsFieldWidth(50), cmsFieldWidth(33.3), cmsFieldWidth(undefined), cmsFieldWidth(0), cmsFieldWidth(250)]).toEqual([50, 33, 100, 100, 100])
  })

  it('numbers: spaces ignored, comma decimals, nothing else', () => {
    expect([cmsNumber('1 000'), cmsNumber('-2,5'), cmsNumber(''), cmsNumber('1e3'), cmsNumber(true)]).toEqual([1000, -2.5, null, null, null])
  })
})

describe('cmsFormName', () => {
  it('is the site name plus the title in PascalCase', () => {
    expect(cmsFormName('Nordbil Gruppen', 'Kontakta oss')).toBe('Nordbil GruppenKontaktaOss')
    expect(cmsFormName('Fjordbil', 'bestill  dekk-hotell!')).toBe('FjordbilBestillDekkHotell')
    expect(cmsFormName('Kilometra', 'Sälj är ÅÄÖ')).toBe('KilometraSäljÄrÅÄÖ')
    expect(cmsFormName('X', '!!!')).toBe('XForm')
  })

  it('never takes the name of a form with its own rules', () => {
    expect(cmsFormName('Nordbil', 'Sell car form')).toBe('NordbilSellCarFormCmsForm')
    expect(cmsFormName('Nordbil', 'Car contact form')).toBe('NordbilCarContactFormCmsForm')
  })
})

describe('safeRedirectUrl', () => {
  it('allows page paths and http(s) addresses only', () => {
    expect(safeRedirectUrl('/tack')).toBe('/tack')
    expect(safeRedirectUrl(' https://example.se/tack ')).toBe('https://example.se/tack')
    for (const bad of ['javascript:alert(1)', '//evil.example', 'tack', '', null, undefined]) expect(safeRedirectUrl(bad)).toBeUndefined()
  })
})
