// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { blockContext, testSite } from '@/features/car-blocks/shared/testing/block-fixtures'
import { logger } from '@/lib/logger'

import SurveyFormBlock from './SurveyFormBlock'

const OVERLAY = 'Edit Mode / Preview to test the form'

const survey = {
  id: 12,
  title: 'Kundundersökning',
  site: { id: 1 },
  submitButtonLabel: 'Skicka svaren',
  fields: [
    {
      blockType: 'radio',
      name: 'rating',
      label: 'Hur nöjd är du med ditt besök?',
      required: true,
      options: ['1', '2', '3', '4', '5'].map((v) => ({ label: v, value: v })),
    },
    { blockType: 'textarea', name: 'comment', label: 'Något du vill tillägga?', required: false },
  ],
}

function renderBlock(preview: boolean, form: unknown = survey) {
  return render(
    SurveyFormBlock({
      block: { blockType: 'surveyForm', id: 's1', intro: 'Det tar en minut.', form },
      context: blockContext('sv', { site: testSite(), preview }),
    }),
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('SurveyFormBlock (spec 03 §6)', () => {
  it('visitors get the survey to answer: a 1–5 scale as a radio group, and never the editing overlay', async () => {
    renderBlock(false)
    expect(screen.getByRole('heading', { level: 2, name: 'Kundundersökning' })).toBeTruthy()
    const scale = screen.getByRole('radiogroup', { name: /Hur nöjd är du med ditt besök\?/ })
    expect(scale.getAttribute('aria-required')).toBe('true')
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5'])
    expect(screen.queryByText(OVERLAY)).toBeNull()
    expect(document.querySelector('[inert]')).toBeNull()
    await userEvent.setup().click(screen.getByRole('radio', { name: '4' }))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4' }).checked).toBe(true)
  })

  it('editors in the live preview see “Edit Mode / Preview to test the form” over an inert survey', () => {
    renderBlock(true)
    expect(screen.getByTestId('survey-edit-overlay').textContent).toBe(OVERLAY)
    const form = document.querySelector('form')!
    expect(form.closest('[inert]')).not.toBeNull()
    expect(screen.getByTestId('survey-edit-overlay').closest('[inert]')).toBeNull()
  })

  it('shows “Missing FormId” without a form of the site', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => logger)
    renderBlock(false, { ...survey, site: { id: 99 } })
    expect(screen.getByTestId('cms-form-missing').textContent).toBe('Missing FormId')
    expect(screen.queryByText(OVERLAY)).toBeNull()
  })
})
