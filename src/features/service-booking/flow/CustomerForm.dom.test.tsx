// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary'
import { FREE_TEXT_MAX as MESSAGE_MAX } from '@/integrations/workshop-booking/workshop-booking-port'

import { bookingTexts } from '../booking-texts'
import { CustomerForm } from './CustomerForm'

const texts = bookingTexts(resolveDictionary([], 'sv', 'sv'))

afterEach(cleanup)

describe('CustomerForm (react-hook-form with the booking schema, spec 03 §5)', () => {
  it('flags the four required fields on Boka, rechecks as typed, then sends the trimmed customer', async () => {
    const onSubmit = vi.fn(async () => 'Tiden är tagen')
    const user = userEvent.setup()
    render(<CustomerForm texts={texts} onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Boka' }))
    await waitFor(() => expect(screen.getAllByText('Obligatoriskt fält')).toHaveLength(4))
    expect(screen.getByLabelText('Förnamn *').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Förnamn *'), ' Anna ')
    await user.type(screen.getByLabelText('Efternamn *'), 'Svensson')
    await user.type(screen.getByLabelText('Telefonnummer *'), '070-123')
    await user.type(screen.getByLabelText('E-post *'), 'anna@example')
    await waitFor(() => expect(screen.queryByText('Obligatoriskt fält')).toBeNull())
    expect(screen.getByText(texts.sbPhoneInvalid)).toBeTruthy()
    expect(screen.getByText(texts.sbEmailInvalid)).toBeTruthy()
    expect(screen.getByLabelText('Förnamn *').getAttribute('aria-invalid')).toBeNull()

    await user.clear(screen.getByLabelText('Telefonnummer *'))
    await user.type(screen.getByLabelText('Telefonnummer *'), '070 123 45 67')
    await user.type(screen.getByLabelText('E-post *'), '.com')
    await user.type(screen.getByLabelText('Meddelande till verkstaden'), 'Det gnisslar vid inbromsning')
    expect(screen.getByText(`28/${MESSAGE_MAX}`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Boka' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Tiden är tagen'))
    expect(onSubmit).toHaveBeenCalledWith({
      customer: { firstName: 'Anna', lastName: 'Svensson', phone: '070 123 45 67', email: 'anna@example.com' },
      freeText: 'Det gnisslar vid inbromsning',
    })
    // The values stay for another try.
    expect((screen.getByLabelText('Förnamn *') as HTMLInputElement).value).toBe(' Anna ')
  })
})
