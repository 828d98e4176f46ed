import { DEMO_KIT_SESSION, KIT_SESSION_FIELDS, type PartialKitSession } from '../kit-session'
import type { KitTexts } from './kit-texts'

const FIELD_TEXTS = {
  user: 'kitsSessionUser',
  dealer: 'kitsSessionDealer',
  unit: 'kitsSessionUnit',
  transactionId: 'kitsSessionTransaction',
  auto: 'kitsSessionAuto',
} as const

/** The sales session (spec 03 §2.3): its five values and 'clear', or the demo session's button when there is none. */
export function KitSessionBox({ session, texts: t, onChange }: { session: PartialKitSession; texts: KitTexts; onChange: (next: PartialKitSession) => void }) {
  return (
    <div className="mb-4 rounded border border-neutral-300 p-3">
      <h2 className="mb-2 text-lg font-semibold">{t.kitsSessionHeading}</h2>
      {Object.keys(session).length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {KIT_SESSION_FIELDS.map((field) => (
            <span key={field}>
              {t[FIELD_TEXTS[field]]}: <strong>{session[field] ?? '–'}</strong>
            </span>
          ))}
          <button type="button" className="rounded border border-neutral-500 px-3 py-1" onClick={() => onChange({})}>
            {t.kitsSessionClear}
          </button>
        </div>
      ) : (
        <button type="button" className="text-sm text-neutral-600 underline" onClick={() => onChange(DEMO_KIT_SESSION)}>
          {t.kitsDemoSession}
        </button>
      )}
    </div>
  )
}
