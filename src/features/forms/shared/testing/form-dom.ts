import { act } from 'react'
import { vi } from 'vitest'

/**
 * DOM helpers of the forms' happy-dom tests (not a test file; the project has no Testing Library):
 * controls found by their label as people read it, values set the way typing does.
 */

const labelText = (label: Element) => (label.textContent ?? '').replace(/\*/g, '').replace(/\s+/gu, ' ').trim()

/** The control a label with this text (the required '*' aside) points at. */
export function control<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, text: string): T {
  const label = Array.from(container.querySelectorAll('label')).find((candidate) => labelText(candidate) === text)
  if (!label) throw new Error(`no label "${text}"; labels: ${Array.from(container.querySelectorAll('label')).map(labelText).join(' | ')}`)
  const target = label.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : label.querySelector('input, select, textarea')
  if (!target) throw new Error(`label "${text}" points at nothing`)
  return target as T
}

/** Types a value (inputs, text areas) or picks an option (selects) so React's onChange sees it. */
export async function fill(element: HTMLElement, value: string): Promise<void> {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
  await act(async () => {
    element.dispatchEvent(new Event('input', { bubbles: true }))
    element.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click())
}

/** Submits the form with its submit button and lets the send finish. */
export async function submit(container: HTMLElement): Promise<void> {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!button) throw new Error('no submit button')
  await act(async () => button.click())
  // The send is a chain of promises (fetch, json, state): let it settle.
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

/** A fetch answering the lead route with these statuses in turn (202 is `{ submitted: true }`). */
export function leadFetch(...statuses: number[]) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const status = statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? 202)
    const body = status === 202 ? { submitted: true, id: 1 } : status === 400 ? { error: 'Some fields are missing or wrong', fields: [] } : { error: 'x' }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
}

/** The JSON bodies a fetch mock was called with. */
export function sentBodies(fetch: ReturnType<typeof leadFetch>): Record<string, unknown>[] {
  return fetch.mock.calls.map((call) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>)
}

/** The message a flagged control names in aria-describedby. */
export function errorOf(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby')
  return id ? (element.ownerDocument.getElementById(id)?.textContent ?? null) : null
}
