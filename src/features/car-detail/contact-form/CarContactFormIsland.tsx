'use client'

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { CarContactForm, CarContactFormProps } from './CarContactForm'
import { CarContactFormView } from './CarContactFormView'
import { type ContactHandoff, readContactHandoff } from './contact-form-handoff'

/** The working form (react-hook-form and the send) in a chunk of its own. */
const loadWorkingForm = () => import('./CarContactForm')

type Woken = { Form: typeof CarContactForm; handoff: ContactHandoff }

const dormantControl = (name: string) => ({ name })

/**
 * The car contact form as the page first gets it: the server's HTML, hydrated without the form's
 * logic, so react-hook-form (12 KB) is not in the car page's first download (docs/architecture.md
 * 'Client code per page'). The logic loads as the form comes near the screen, or as the visitor
 * points at, focuses or sends it; the working form (CarContactForm) then takes its place with the
 * same markup and ids, the visitor's input, focus and caret (contact-form-handoff), and sends it if
 * they already had. If the logic cannot load (offline) a send shows the form's error text.
 */
export function CarContactFormIsland(props: CarContactFormProps) {
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [woken, setWoken] = useState<Woken | null>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef(false)
  const sendWhenAwake = useRef(false)

  const wake = useCallback((send: boolean) => {
    if (send) sendWhenAwake.current = true
    if (loading.current) return
    loading.current = true
    loadWorkingForm()
      .then(({ CarContactForm: Form }) => {
        // In one task from reading the controls to the working form's commit: no keystroke falls between.
        flushSync(() => setWoken({ Form, handoff: readContactHandoff(formRef.current, sendWhenAwake.current) }))
      })
      .catch(() => {
        loading.current = false
        if (sendWhenAwake.current) setFailed(true)
        sendWhenAwake.current = false
      })
  }, [])

  useEffect(() => {
    const form = formRef.current
    if (!form || woken) return
    const early = () => wake(false)
    form.addEventListener('focusin', early)
    form.addEventListener('pointerdown', early)
    form.addEventListener('pointerenter', early)
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && early(), { rootMargin: '50% 0px' })
        : null
    observer?.observe(form)
    return () => {
      form.removeEventListener('focusin', early)
      form.removeEventListener('pointerdown', early)
      form.removeEventListener('pointerenter', early)
      observer?.disconnect()
    }
  }, [wake, woken])

  if (woken) return <woken.Form {...props} idPrefix={idPrefix} handoff={woken.handoff} />

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailed(false)
    wake(true)
  }
  return (
    <CarContactFormView
      idPrefix={idPrefix}
      texts={props.texts}
      sellers={props.sellers}
      isSample={props.car.isSample === true}
      privacyHref={props.privacyHref}
      phase={failed ? 'error' : 'idle'}
      formRef={formRef}
      onSubmit={send}
      field={dormantControl}
      check={dormantControl}
      errorOf={() => undefined}
      dormant={!failed}
    />
  )
}
