// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { lockPageScroll, useModalDialog } from './use-modal-dialog'

afterEach(() => {
  cleanup()
  document.documentElement.style.overflow = ''
})

function Settings({ lockScroll, openInOwnTask, closeOnBackdropClick }: { lockScroll?: boolean; openInOwnTask?: boolean; closeOnBackdropClick?: boolean }) {
  const [open, setOpen] = useState(false)
  const doneRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useModalDialog(open, { lockScroll, openInOwnTask, initialFocus: doneRef, closeOnBackdropClick })
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Inställningar
      </button>
      <dialog ref={dialogRef} aria-label="Inställningar" onClose={() => setOpen(false)}>
        <a href="#hjalp">Hjälp</a>
        <button ref={doneRef} type="button" onClick={() => setOpen(false)}>
          Klar
        </button>
        <button type="button" onClick={() => dialogRef.current?.close()}>
          Stäng
        </button>
      </dialog>
    </>
  )
}

const dialog = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true })

describe('useModalDialog', () => {
  it('opens the dialog as a modal, focuses the chosen element and holds the page scroll', async () => {
    const user = userEvent.setup()
    document.documentElement.style.overflow = 'auto'
    render(<Settings />)
    const showModal = vi.spyOn(dialog(), 'showModal')
    expect(dialog().open).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Inställningar' }))
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog().open).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Klar' }))
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('closing by state closes the dialog, gives the page its scroll back and the focus to the opener', async () => {
    const user = userEvent.setup()
    document.documentElement.style.overflow = 'auto'
    render(<Settings />)
    const opener = screen.getByRole('button', { name: 'Inställningar' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Klar' }))
    expect(dialog().open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('auto')
    expect(document.activeElement).toBe(opener)
  })

  it('a dialog closed by itself (close(), Escape) reports it and ends the same way', async () => {
    const user = userEvent.setup()
    render(<Settings />)
    const opener = screen.getByRole('button', { name: 'Inställningar' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Stäng' }))
    expect(dialog().open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(opener)
    // It opens again.
    await user.click(opener)
    expect(dialog().open).toBe(true)
  })

  it('a click on the backdrop closes it when asked to; a click on its content never does', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Settings />)
    await user.click(screen.getByRole('button', { name: 'Inställningar' }))
    // A backdrop click reaches the <dialog> element itself.
    await user.click(dialog())
    expect(dialog().open).toBe(true)
    rerender(<Settings closeOnBackdropClick />)
    expect(dialog().open).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Hjälp' }))
    expect(dialog().open).toBe(true)
    await user.click(dialog())
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inställningar' }))
  })

  it('a dialog taken off the page while open (the gallery) gives the focus and the scroll back as well', async () => {
    const user = userEvent.setup()
    function Gallery({ onDone }: { onDone: () => void }) {
      const dialogRef = useModalDialog(true)
      return (
        <dialog ref={dialogRef} aria-label="Bilder">
          <button type="button" onClick={onDone}>
            Klar
          </button>
        </dialog>
      )
    }
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Visa bilder
          </button>
          {open ? <Gallery onDone={() => setOpen(false)} /> : null}
        </>
      )
    }
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Visa bilder' })
    await user.click(opener)
    expect(screen.getByRole<HTMLDialogElement>('dialog').open).toBe(true)
    expect(document.documentElement.style.overflow).toBe('hidden')
    await user.click(screen.getByRole('button', { name: 'Klar' }))
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(opener)
  })

  it('without the scroll lock and in a task of its own (the consent sheet)', async () => {
    render(<Settings lockScroll={false} openInOwnTask />)
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Inställningar' })))
    expect(dialog().open).toBe(false)
    await waitFor(() => expect(dialog().open).toBe(true))
    expect(document.documentElement.style.overflow).toBe('')
  })
})

describe('lockPageScroll', () => {
  it('releases the page only when the last of overlapping locks goes, and only once per lock', () => {
    document.documentElement.style.overflow = 'scroll'
    const menu = lockPageScroll()
    const drawer = lockPageScroll()
    expect(document.documentElement.style.overflow).toBe('hidden')
    menu()
    menu()
    expect(document.documentElement.style.overflow).toBe('hidden')
    drawer()
    expect(document.documentElement.style.overflow).toBe('scroll')
  })
})
