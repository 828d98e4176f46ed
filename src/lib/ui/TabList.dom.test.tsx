// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { TabList, type TabListTab } from './TabList'

afterEach(cleanup)

/** Four week tabs over one panel, as the booking's week calendar has them. */
const WEEKS: TabListTab[] = [48, 49, 50, 51].map((n, i) => ({ key: String(i), label: `Vecka ${n}`, id: `week-${i}`, controls: 'days' }))

function WeekCalendar() {
  const [week, setWeek] = useState('0')
  const selected = WEEKS.find((tab) => tab.key === week)
  return (
    <>
      <TabList label="Tid" tabs={WEEKS} selected={week} onSelect={setWeek} className="weeks" tabClassName="week" />
      <div role="tabpanel" id="days" aria-labelledby={selected?.id}>
        Days of {selected?.label}
      </div>
    </>
  )
}

const tabStops = () => screen.getAllByRole('tab').map((tab) => tab.tabIndex)

describe('TabList (WAI-ARIA tabs pattern, automatic activation; the caller owns the panels)', () => {
  it('is a labelled tablist whose tabs carry the ids and panels the caller names; the selected tab is the only tab stop', () => {
    render(<WeekCalendar />)
    const list = screen.getByRole('tablist', { name: 'Tid' })
    expect(list.className).toBe('weeks')
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => [tab.id, tab.getAttribute('aria-controls'), tab.getAttribute('aria-selected'), tab.className])).toEqual([
      ['week-0', 'days', 'true', 'week'],
      ['week-1', 'days', 'false', 'week'],
      ['week-2', 'days', 'false', 'week'],
      ['week-3', 'days', 'false', 'week'],
    ])
    expect(tabStops()).toEqual([0, -1, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'Vecka 48' }).textContent).toBe('Days of Vecka 48')
  })

  it('arrows move and select (wrapping), Home and End jump, a click selects', async () => {
    const user = userEvent.setup()
    render(<WeekCalendar />)
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Vecka 48')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Vecka 49')
    expect(screen.getByRole('tabpanel').textContent).toBe('Days of Vecka 49')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement?.textContent).toBe('Vecka 51')
    expect(tabStops()).toEqual([-1, -1, -1, 0])
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Vecka 48')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Vecka 51')
    await user.keyboard('{Home}')
    expect(document.activeElement?.textContent).toBe('Vecka 48')
    await user.click(screen.getByRole('tab', { name: 'Vecka 50' }))
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Vecka 50')
    expect(screen.getByRole('tabpanel', { name: 'Vecka 50' }).textContent).toBe('Days of Vecka 50')
  })

  it('other keys do nothing; a key it does not know selects no tab', async () => {
    const user = userEvent.setup()
    render(<WeekCalendar />)
    await user.tab()
    await user.keyboard('{ArrowDown}x')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Vecka 48')
  })

  it('selects the first tab when the selected key is not among the tabs', () => {
    render(<TabList label="Visa som" tabs={WEEKS} selected="gone" onSelect={() => undefined} />)
    expect(tabStops()).toEqual([0, -1, -1, -1])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Vecka 48')
  })
})
