// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { type Tab, Tabs } from './Tabs'

const TABS: Tab[] = [
  { key: 'loan', label: 'Billån', panel: <input aria-label="Kontantinsats" defaultValue="50 000" /> },
  { key: 'company', label: 'Företagsleasing', panel: <p>Företagets panel</p> },
  { key: 'private', label: 'Privatleasing', panel: <p>Privat panel</p> },
]

afterEach(cleanup)

const tabStops = () => screen.getAllByRole('tab').map((tab) => tab.tabIndex)
const shownPanel = () => screen.getByRole('tabpanel')

describe('Tabs (WAI-ARIA tabs pattern, automatic activation)', () => {
  it('is a labelled tablist whose tabs name their panels; the first tab is selected and the only tab stop', () => {
    render(<Tabs label="Finansieringsalternativ" tabs={TABS} />)
    expect(screen.getByRole('tablist', { name: 'Finansieringsalternativ' })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Billån', 'true'],
      ['Företagsleasing', 'false'],
      ['Privatleasing', 'false'],
    ])
    expect(tabStops()).toEqual([0, -1, -1])
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
      expect(panel?.getAttribute('role')).toBe('tabpanel')
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id)
    }
    expect(shownPanel().getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
  })

  it('arrows move and select (wrapping), Home and End jump', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Finansieringsalternativ" tabs={TABS} />)
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Billån')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Företagsleasing')
    expect(shownPanel().textContent).toBe('Företagets panel')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Billån')
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement?.textContent).toBe('Privatleasing')
    expect(tabStops()).toEqual([-1, -1, 0])
    await user.keyboard('{Home}')
    expect(document.activeElement?.textContent).toBe('Billån')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Privatleasing')
    expect(shownPanel().textContent).toBe('Privat panel')
    // The shown panel is the next tab stop after the list (the hidden ones are out of the page).
    expect(shownPanel().tabIndex).toBe(0)
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => !panel.hidden)).toHaveLength(1)
  })

  it('a click selects; a panel keeps what was typed in it while another tab is shown', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Finansieringsalternativ" tabs={TABS} />)
    const downPayment = screen.getByRole<HTMLInputElement>('textbox', { name: 'Kontantinsats' })
    await user.clear(downPayment)
    await user.type(downPayment, '80 000')
    await user.click(screen.getByRole('tab', { name: 'Privatleasing' }))
    expect(shownPanel().textContent).toBe('Privat panel')
    await user.click(screen.getByRole('tab', { name: 'Billån' }))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Kontantinsats' }).value).toBe('80 000')
  })

  it('with `selected` the parent owns the choice: a key press asks for the tab and shows what the parent chose', async () => {
    const user = userEvent.setup()
    const asked = vi.fn()
    function Owner() {
      const [selected, setSelected] = useState('company')
      return (
        <Tabs
          label="Finance products"
          tabs={TABS}
          selected={selected}
          onSelect={(key) => {
            asked(key)
            // The owner may refuse: 'company' is not offered by this parent.
            if (key !== 'company') setSelected(key)
          }}
        />
      )
    }
    render(<Owner />)
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Företagsleasing')
    await user.click(screen.getByRole('tab', { name: 'Företagsleasing' }))
    await user.keyboard('{ArrowRight}')
    expect(asked).toHaveBeenLastCalledWith('private')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Privatleasing')
    await user.keyboard('{ArrowLeft}')
    expect(asked).toHaveBeenLastCalledWith('company')
    // Refused: the parent's choice stays.
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Privatleasing')
  })
})
