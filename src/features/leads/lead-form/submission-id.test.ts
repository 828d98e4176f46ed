import { describe, expect, it } from 'vitest'

import { FORM_SUBMISSION_ID_PATTERN } from '../lead-rules'

import { newSubmissionId } from './submission-id'

describe('newSubmissionId', () => {
  it('is a UUID where crypto.randomUUID exists', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('falls back to random hex (pages over plain http), then to time and Math.random; the server takes all', () => {
    const hex = newSubmissionId({ getRandomValues: crypto.getRandomValues.bind(crypto) })
    expect(hex).toMatch(/^[0-9a-f]{32}$/)
    expect(hex).toMatch(FORM_SUBMISSION_ID_PATTERN)
    expect(newSubmissionId({})).toMatch(FORM_SUBMISSION_ID_PATTERN)
    expect(newSubmissionId(undefined)).toMatch(FORM_SUBMISSION_ID_PATTERN)
  })
})
