// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { Tooltip } from './Tooltip'

afterEach(cleanup)

/** The trigger's accessible description: the text of what its aria-describedby names. */
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent
const shownTooltip = () => screen.queryByRole('tooltip')

describe('Tooltip', () => {
  it('describes its trigger and shows on focus; Escape hides it, the focus stays', async () => {
    const user = userEvent.setup()
    render(<Tooltip text="Vi kan ej ge ett pris på denna tjänst">Pris saknas*</Tooltip>)
    const trigger = screen.getByRole('button', { name: 'Pris saknas*' })
    expect(description(trigger)).toBe('Vi kan ej ge ett pris på denna tjänst')
    expect(shownTooltip()).toBeNull()
    await user.tab()
    expect(shownTooltip()?.textContent).toBe('Vi kan ej ge ett pris på denna tjänst')
    await user.keyboard('{Escape}')
    expect(shownTooltip()).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('shows while the pointer is over it, and on a tap', async () => {
    const user = userEvent.setup()
    render(<Tooltip text="Förklaring">Ord</Tooltip>)
    const trigger = screen.getByRole('button', { name: 'Ord' })
    await user.hover(trigger)
    expect(shownTooltip()?.textContent).toBe('Förklaring')
    await user.unhover(trigger)
    expect(shownTooltip()).toBeNull()
    // A tap opens it and the lifted finger leaves it open; a tap elsewhere closes it.
    await user.pointer({ keys: '[TouchA]', target: trigger })
    expect(shownTooltip()?.textContent).toBe('Förklaring')
    await user.pointer({ keys: '[TouchA]', target: document.body })
    expect(shownTooltip()).toBeNull()
  })

  it("cuts a long text to 288 characters plus '...' (spec 02 §5)", async () => {
    const user = userEvent.setup()
    const long = `${'Lång förklaring. '.repeat(30)}`
    render(<Tooltip text={long}>Info</Tooltip>)
    await user.tab()
    const shown = screen.getByRole('tooltip').textContent ?? ''
    expect(shown).toBe(`${long.slice(0, 288)}...`)
    expect(description(screen.getByRole('button', { name: 'Info' }))).toBe(`${long.slice(0, 288)}...`)
  })
})
