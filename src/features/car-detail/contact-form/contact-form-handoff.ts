import type { ContactFormInput } from './contact-form-rules'

/**
 * What the visitor did in the dormant contact form before its logic loaded (CarContactFormIsland):
 * what they typed and ticked, the control that had the focus with its caret, and whether they
 * sent it. The working form starts from it, so nothing they did is lost.
 */
export type ContactHandoff = {
  values: Partial<ContactFormInput>
  focusId?: string
  selection?: readonly [number, number]
  submit: boolean
}

const TEXT_CONTROLS = ['sellerId', 'name', 'phone', 'email', 'message'] as const
const CHECKBOXES = ['quote', 'testDrive'] as const

/** The dormant form's state, read from its controls by name. */
export function readContactHandoff(form: HTMLFormElement | null, submit: boolean): ContactHandoff {
  const values: Partial<ContactFormInput> = {}
  if (!form) return { values, submit }
  for (const name of TEXT_CONTROLS) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) values[name] = control.value
  }
  for (const name of CHECKBOXES) {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement) values[name] = control.checked
  }
  const active = form.ownerDocument.activeElement
  if (!(active instanceof HTMLElement) || !form.contains(active) || !active.id) return { values, submit }
  const selection =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null && active.selectionEnd !== null
      ? ([active.selectionStart, active.selectionEnd] as const)
      : undefined
  return { values, focusId: active.id, selection, submit }
}

/** The focus back on the control the visitor was in (the working form's own element, same id), caret included. */
export function restoreHandoffFocus(handoff: ContactHandoff): void {
  if (!handoff.focusId) return
  const control = document.getElementById(handoff.focusId)
  if (!control) return
  control.focus({ preventScroll: true })
  if (handoff.selection && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    try {
      control.setSelectionRange(handoff.selection[0], handoff.selection[1])
    } catch {
      // Inputs like type=email have no selection API in some browsers.
    }
  }
}
