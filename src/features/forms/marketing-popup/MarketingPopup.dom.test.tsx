// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import type { CmsFormProps } from '../cms-form/CmsForm'
import { formMessages } from '../shared/form-texts'
import { labelText, leadFetch, sentBodies } from '../shared/testing/lead-fetch'
import { MarketingPopup, type MarketingPopupProps } from './MarketingPopup'
import { popupDismissedKey } from './popup-trigger'

const d = resolveDictionary([], 'sv', 'sv')

const form: NonNullable<MarketingPopupProps['form']> = {
  formName: 'OliviaNyhetsbrev',
  label: 'Nyhetsbrev',
  controls: [
    { kind: 'input', field: { blockType: 'text', name: 'name', label: 'Namn', required: true } },
    { kind: 'input', field: { blockType: 'email', name: 'email', label: 'E-post', required: true } },
  ],
  confirmation: <p>Tack, nu är du anmäld!</p>,
  texts: {
    submit: 'Anmäl mig',
    submitting: d.t('formsSubmitting'),
    requiredNote: d.t('formsRequiredNote'),
    error: d.t('formsError'),
    selectPlaceholder: d.t('formsSelectPlaceholder'),
    messages: formMessages(d),
  },
}

let fetch: ReturnType<typeof leadFetch>
const sendOptions: CmsFormProps['sendOptions'] = {
  fetch: (...args: Parameters<typeof globalThis.fetch>) => fetch(...(args as [string, RequestInit])),
  sleep: async () => {},
  log: { warn: () => {}, error: () => {} },
}

function popup(over: Partial<MarketingPopupProps> = {}) {
  return render(
    <MarketingPopup
      blockId="blk-1"
      trigger={{ kind: 'button', label: 'Få våra erbjudanden' }}
      title="Håll dig uppdaterad"
      intro="Nyheter och kampanjer en gång i månaden."
      closeLabel="Stäng"
      form={form}
      sendOptions={sendOptions}
      {...over}
    />,
  )
}

const dialog = () => screen.getByTestId<HTMLDialogElement>('marketing-popup')

beforeEach(() => {
  fetch = leadFetch(202)
  sessionStorage.clear()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.documentElement.style.overflow = ''
})

describe('MarketingPopup (spec 03 §4, §9)', () => {
  it('opens from its button as a modal dialog named by its heading, with a close button, and gives the focus back', async () => {
    const user = userEvent.setup()
    popup()
    expect(dialog().open).toBe(false)
    const opener = screen.getByRole('button', { name: 'Få våra erbjudanden' })
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog')
    await user.click(opener)
    expect(dialog().open).toBe(true)
    const named = screen.getByRole('dialog', { name: 'Håll dig uppdaterad' })
    expect(named).toBe(dialog())
    expect(named.textContent).toContain('Nyheter och kampanjer en gång i månaden.')
    expect(screen.getByRole('form', { name: 'Håll dig uppdaterad' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Stäng' }))
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(opener)
    // A click outside it (on the backdrop, which is the dialog element itself) closes it too.
    await user.click(opener)
    await user.click(dialog())
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(opener)
    // A click inside does not.
    await user.click(opener)
    await user.click(screen.getByText('Nyheter och kampanjer en gång i månaden.'))
    expect(dialog().open).toBe(true)
  })

  it('a delay popup opens by itself after the editor’s seconds, once per visit', async () => {
    vi.useFakeTimers()
    popup({ trigger: { kind: 'delay', seconds: 5 } })
    expect(screen.queryByRole('button', { name: 'Få våra erbjudanden' })).toBeNull()
    act(() => vi.advanceTimersByTime(4900))
    expect(dialog().open).toBe(false)
    act(() => vi.advanceTimersByTime(100))
    expect(dialog().open).toBe(true)
    act(() => dialog().close())
    expect(dialog().open).toBe(false)
    expect(sessionStorage.getItem(popupDismissedKey('blk-1'))).toBe('1')
    // The next page of the visit: not again.
    cleanup()
    popup({ trigger: { kind: 'delay', seconds: 5 } })
    act(() => vi.advanceTimersByTime(60_000))
    expect(dialog().open).toBe(false)
  })

  it('waits while another modal (the consent dialog) is open', async () => {
    vi.useFakeTimers()
    const consent = document.createElement('dialog')
    document.body.appendChild(consent)
    consent.showModal()
    // happy-dom knows no :modal (Chromium does): the open consent dialog stands in for it.
    const querySelector = document.querySelector.bind(document)
    vi.spyOn(document, 'querySelector').mockImplementation((selector: string) =>
      selector === 'dialog:modal' ? (consent.open ? consent : null) : querySelector(selector),
    )
    popup({ trigger: { kind: 'delay', seconds: 1 } })
    act(() => vi.advanceTimersByTime(3000))
    expect(dialog().open).toBe(false)
    consent.close()
    consent.remove()
    act(() => vi.advanceTimersByTime(500))
    expect(dialog().open).toBe(true)
  })

  it('a scroll popup opens once the visitor has scrolled to the editor’s depth', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 })
    popup({ trigger: { kind: 'scroll', percent: 50 } })
    expect(dialog().open).toBe(false)
    act(() => {
      window.scrollY = 900
      fireEvent.scroll(window)
    })
    expect(dialog().open).toBe(false)
    act(() => {
      window.scrollY = 1000
      fireEvent.scroll(window)
    })
    expect(dialog().open).toBe(true)
    act(() => {
      window.scrollY = 0
    })
  })

  it('sends the form as a lead, shows the thanks, and re-creates the form 3 s later, empty and with a new submission', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    popup()
    await user.click(screen.getByRole('button', { name: 'Få våra erbjudanden' }))
    await user.type(screen.getByLabelText(labelText('Namn')), 'Anna')
    await user.type(screen.getByLabelText(labelText('E-post')), 'anna@example.se')
    await user.click(screen.getByRole('button', { name: 'Anmäl mig' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Tack, nu är du anmäld!'))
    expect(sentBodies(fetch)[0]).toMatchObject({ formName: 'OliviaNyhetsbrev', values: { name: 'Anna', email: 'anna@example.se' } })
    act(() => vi.advanceTimersByTime(2900))
    expect(screen.queryByRole('status')).not.toBeNull()
    act(() => vi.advanceTimersByTime(200))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(dialog().open).toBe(true)
    expect(screen.getByLabelText<HTMLInputElement>(labelText('Namn')).value).toBe('')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Håll dig uppdaterad' })))
    // A second submission is a new lead.
    await user.type(screen.getByLabelText(labelText('Namn')), 'Bo')
    await user.type(screen.getByLabelText(labelText('E-post')), 'bo@example.se')
    await user.click(screen.getByRole('button', { name: 'Anmäl mig' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const [first, second] = sentBodies(fetch)
    expect(second!.formSubmissionId).not.toBe(first!.formSubmissionId)
  })
})
