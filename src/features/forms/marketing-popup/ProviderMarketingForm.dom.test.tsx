// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConsentProvider } from '@/features/consent'

import { MarketingPopup } from './MarketingPopup'
import type { ProviderFormOptions } from './provider-embed'

const embed = vi.hoisted(() => ({
  load: vi.fn<(url: string) => Promise<void>>(),
  create: vi.fn<(options: ProviderFormOptions) => void>(),
}))
vi.mock('./provider-embed', () => ({
  loadProviderScript: embed.load,
  waitForProvider: async () => embed.create,
}))

const provider = { scriptUrl: 'https://forms.example.com/embed/v2.js', accountId: '4711', region: 'eu1' }
const texts = {
  consentNeeded: 'Godkänn marknadsföringscookies för att se formuläret.',
  cookieSettings: 'Ändra cookieinställningar',
  failed: 'Formuläret kunde inte laddas.',
}

function setConsent(marketing: boolean) {
  const choice = { necessary: true, statistics: false, marketing, version: 1, decidedAt: '2026-01-05T10:00:00.000Z' }
  document.cookie = `showroom-consent=${encodeURIComponent(JSON.stringify(choice))}; path=/`
}

function popup(withOwnForm: boolean) {
  return render(
    <ConsentProvider>
      <MarketingPopup
        blockId="blk-2"
        trigger={{ kind: 'button', label: 'Prenumerera' }}
        title="Nyhetsbrev"
        closeLabel="Stäng"
        form={
          withOwnForm
            ? {
                formName: 'KilometraNyhetsbrev',
                label: 'Nyhetsbrev',
                controls: [{ kind: 'input', field: { blockType: 'email', name: 'email', label: 'E-post', required: true } }],
                confirmation: <p>Tack!</p>,
                texts: { submit: 'Skicka', submitting: '…', requiredNote: '*', error: 'Fel', selectPlaceholder: 'Välj', messages: {} as never },
              }
            : undefined
        }
        provider={{ provider, formId: 'f-123', texts }}
      />
    </ConsentProvider>,
  )
}

beforeEach(() => {
  embed.load.mockReset().mockResolvedValue(undefined)
  embed.create.mockReset()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  document.cookie = 'showroom-consent=; max-age=0; path=/'
})

describe('the outside provider’s form in the popup (spec 03 §7)', () => {
  it('with marketing consent: the provider’s script, its form drawn into the popup, re-created 3 s after it was sent', async () => {
    setConsent(true)
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    popup(true)
    // Not fetched before the popup opens.
    expect(embed.load).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }))
    await waitFor(() => expect(embed.create).toHaveBeenCalledTimes(1))
    expect(embed.load).toHaveBeenCalledWith(provider.scriptUrl)
    const options = embed.create.mock.calls[0]![0]
    expect(options).toMatchObject({ portalId: '4711', formId: 'f-123', region: 'eu1' })
    expect(document.querySelector(options.target)).toBe(screen.getByTestId('marketing-popup-provider-form'))
    // The built-in form is not shown beside it.
    expect(screen.queryByRole('textbox', { name: /E-post/ })).toBeNull()

    act(() => options.onFormSubmitted?.())
    act(() => vi.advanceTimersByTime(2900))
    expect(embed.create).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(embed.create).toHaveBeenCalledTimes(2))
    const again = embed.create.mock.calls[1]![0]
    expect(document.querySelector(again.target)).toBe(screen.getByTestId('marketing-popup-provider-form'))
  })

  it('without marketing consent: never fetched; the block’s own form, or the way to the cookie settings', async () => {
    setConsent(false)
    const user = userEvent.setup()
    popup(true)
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }))
    expect(screen.getByRole('textbox', { name: /E-post/ })).toBeTruthy()
    cleanup()
    popup(false)
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }))
    expect(screen.getByText(texts.consentNeeded)).toBeTruthy()
    expect(screen.getByRole('button', { name: texts.cookieSettings }).getAttribute('aria-haspopup')).toBe('dialog')
    expect(embed.load).not.toHaveBeenCalled()
    expect(embed.create).not.toHaveBeenCalled()
  })

  it('a provider that fails shows the block’s own form, or says the form could not be loaded', async () => {
    setConsent(true)
    embed.load.mockRejectedValue(new Error('offline'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    popup(false)
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }))
    await waitFor(() => expect(screen.getByText(texts.failed)).toBeTruthy())
    expect(error).toHaveBeenCalled()
    cleanup()
    popup(true)
    await user.click(screen.getByRole('button', { name: 'Prenumerera' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-post/ })).toBeTruthy())
    error.mockRestore()
  })
})
