// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ShareLinkButton } from './ShareLinkButton'

const texts = { share: 'Dela', copied: 'Länken är kopierad' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function stubNavigator(parts: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    share: parts.share,
    clipboard: { writeText: parts.writeText ?? vi.fn(async () => {}) },
  })
}

describe('the car page share button', () => {
  it("opens the phone's share sheet with the car's name and address", async () => {
    const share = vi.fn(async () => {})
    const writeText = vi.fn(async () => {})
    stubNavigator({ share, writeText })
    render(<ShareLinkButton title="Volvo V60" texts={texts} />)
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }))
    expect(share).toHaveBeenCalledWith({ title: 'Volvo V60', url: window.location.href })
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('copies the address where the browser cannot share, and says so', async () => {
    const writeText = vi.fn(async () => {})
    stubNavigator({ writeText })
    render(<ShareLinkButton title="Volvo V60" texts={texts} />)
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }))
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(screen.getByRole('status').textContent).toBe('Länken är kopierad')
  })

  it('does nothing more when the visitor cancels the share sheet', async () => {
    const writeText = vi.fn(async () => {})
    stubNavigator({ share: vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))), writeText })
    render(<ShareLinkButton title="Volvo V60" texts={texts} />)
    await userEvent.click(screen.getByRole('button', { name: 'Dela' }))
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
