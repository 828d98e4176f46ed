import type { FlowText } from './flow-step'
import { SECONDARY } from './flow-styles'

/** The chosen day's times (spec §5 'Välj tid'), one button each. */
export function TimeChoice({ t, times, onPick }: { t: FlowText; times: readonly string[]; onPick: (time: string) => void }) {
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className="mb-2 font-semibold">{t('tireHotelChooseTime')}</legend>
      <div className="grid max-w-md grid-cols-3 gap-2">
        {times.map((slot) => (
          <button key={slot} type="button" className={SECONDARY} onClick={() => onPick(slot)}>
            {slot}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
