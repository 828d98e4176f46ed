import { act } from 'react'

/**
 * Small DOM helpers for the finance calculators' happy-dom tests (the project has no Testing
 * Library): find controls by their <label>, set values the way typing and dragging do.
 */

/** The control a <label> with exactly this text points at (htmlFor). */
export function controlByLabel<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, text: string): T {
  const label = Array.from(container.querySelectorAll('label')).find((candidate) => (candidate.textContent ?? '').replace(/\s+/gu, ' ').trim() === text)
  if (!label) throw new Error(`no label "${text}"`)
  const control = label.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : label.querySelector('input')
  if (!control) throw new Error(`label "${text}" points at nothing`)
  return control as T
}

/** Sets an input's value as typing or moving a slider does, so React's onChange sees it. */
export async function setValue(element: HTMLInputElement, value: string): Promise<void> {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value)
  await act(async () => {
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function pressKey(element: HTMLElement, key: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}

/** Leaves a text box: React's onBlur listens to focusout. */
export async function blur(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  })
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click())
}
