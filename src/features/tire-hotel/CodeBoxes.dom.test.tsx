// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CodeBoxes } from './CodeBoxes'

afterEach(cleanup)

function Harness({ onComplete = () => {}, onEnter = () => {} }: { onComplete?: () => void; onEnter?: () => void }) {
  const [digits, setDigits] = useState(['', '', '', ''])
  return (
    <>
      <h2 id="h">Fyll i koden nedan</h2>
      <CodeBoxes
        digits={digits}
        onChange={setDigits}
        onComplete={onComplete}
        onEnter={onEnter}
        label={(n) => `Siffra ${n} av 4`}
        labelledBy="h"
        invalid={false}
      />
    </>
  )
}

const box = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Siffra ${n} av 4` })

describe('the code boxes (spec 03 §5)', () => {
  it('take digits only, advance, and report the fourth', async () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    const user = userEvent.setup()
    await user.click(box(1))
    await user.keyboard('1a2')
    expect([box(1).value, box(2).value, box(3).value]).toEqual(['1', '2', ''])
    expect(document.activeElement).toBe(box(3))
    await user.keyboard('34')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('Backspace clears and moves left; arrows move; Enter verifies', async () => {
    const onEnter = vi.fn()
    render(<Harness onEnter={onEnter} />)
    const user = userEvent.setup()
    await user.click(box(1))
    await user.keyboard('123')
    // The focus is on the empty fourth box: Backspace clears the third and moves there.
    await user.keyboard('{Backspace}')
    expect(box(3).value).toBe('')
    expect(document.activeElement).toBe(box(3))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(box(1))
    await user.keyboard('{ArrowRight}{Enter}')
    expect(document.activeElement).toBe(box(2))
    expect(onEnter).toHaveBeenCalled()
  })

  it('paste takes the first 4 characters', () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => '987654' } })
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['9', '8', '7', '6'])
    expect(onComplete).toHaveBeenCalled()
  })
})
