'use client'

import { type FormEvent, useId, useMemo, useRef, useState } from 'react'
import { useController, useForm } from 'react-hook-form'

import { lazyResolver, useCheckPreload } from '@/features/leads'

import { type Customer, tireHotelCall } from '../tire-hotel-client'
import { normalisePlate, plateReady } from '../tire-hotel-rules'
import { FlowMessage } from './FlowMessage'
import type { SetBusy, StepProps } from './flow-step'
import { INPUT, LINK } from './flow-styles'
import { loadTireHotelChecks } from './load-tire-hotel-checks'
import type { PlateSearch, PlateSearchInput } from './tire-hotel-forms'

type SearchError = 'none' | 'notFound' | 'failed' | string

/**
 * Search (spec §4, §5): the plate, upper-cased as typed, checked with the server's plate rule
 * (react-hook-form, tire-hotel-checks.ts); 'Fortsätt' from 2 characters. No agreement offers the
 * service booking; a limit shows the server's message.
 */
export function SearchPage({
  t,
  heading,
  busy,
  setBusy,
  bookServicePath,
  onFound,
}: StepProps & { busy: boolean; setBusy: SetBusy; bookServicePath?: string; onFound: (c: Customer) => void }) {
  const [error, setError] = useState<SearchError>('none')
  const id = useId()
  const formRef = useCheckPreload(loadTireHotelChecks)
  const resolver = useMemo(() => lazyResolver(() => loadTireHotelChecks().then((checks) => checks.plateSearchResolver())), [])
  const form = useForm<PlateSearchInput, unknown, PlateSearch>({ defaultValues: { plate: '' }, resolver, shouldFocusError: false })
  const { field } = useController({ control: form.control, name: 'plate' })
  const plate = field.value
  /** A submit is being checked or sent: a second Enter must not search twice. */
  const pending = useRef(false)

  const search = async (values: PlateSearch) => {
    setBusy(true)
    setError('none')
    const answer = await tireHotelCall<Customer>('authorization/search', { method: 'GET', query: { regNo: values.plate } })
    setBusy(false)
    if (answer.ok) onFound(answer.data)
    else if (answer.status === 404) setError('notFound')
    else if (answer.status === 429 && answer.message) setError(answer.message)
    else setError('failed')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!plateReady(plate) || busy || pending.current) return
    pending.current = true
    // A plate the server's rule refuses gets the answer the server's 400 would have brought.
    void form
      .handleSubmit(search, () => setError('failed'))()
      .finally(() => {
        pending.current = false
      })
  }
  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {heading(t('tireHotelSearchHeading'))}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-plate`} className="text-sm font-semibold">
          {t('tireHotelPlateLabel')}
        </label>
        <input
          id={`${id}-plate`}
          value={plate}
          onChange={(e) => field.onChange(normalisePlate(e.target.value))}
          onBlur={field.onBlur}
          placeholder="ABC123"
          maxLength={7}
          autoComplete="off"
          autoCapitalize="characters"
          className={`${INPUT} max-w-xs text-lg font-semibold tracking-widest uppercase`}
        />
      </div>
      {error === 'notFound' ? (
        <FlowMessage>
          <p>{t('tireHotelNoAgreement')}</p>
          {bookServicePath ? (
            <p className="mt-1">
              <a className={LINK} href={bookServicePath}>
                {t('tireHotelBookServiceLink')}
              </a>
            </p>
          ) : null}
        </FlowMessage>
      ) : error === 'failed' ? (
        <FlowMessage>{t('tireHotelSomethingWrong')}</FlowMessage>
      ) : error !== 'none' ? (
        <FlowMessage>{error}</FlowMessage>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={!plateReady(plate) || busy}>
          {t('tireHotelContinue')}
        </button>
      </div>
    </form>
  )
}
