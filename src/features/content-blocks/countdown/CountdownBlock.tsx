import type { BlockComponentProps } from '../block-types'
import { backgroundClass, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { Countdown } from './Countdown'
import { countdownBlockData } from './countdown-block'

/** Countdown (spec 01 §2.9, §9): title, text, the ticking digits and a link. No valid target: nothing, logged. */
export default function CountdownBlock({ block, context }: BlockComponentProps) {
  const data = countdownBlockData.parse(block)
  const target = data.target ? Date.parse(data.target) : Number.NaN
  if (!Number.isFinite(target)) return logSkippedBlock('countdown', `no valid date to count down to (${data.target ?? 'empty'})`)
  const { dictionary: d, locale, site } = context
  const link = usableLink(data.link, locale, site.defaultLocale)
  const background = data.backgroundColor ?? 'gray'

  return (
    <section data-block="countdown" className={`${backgroundClass[background]} my-6`}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-10 text-center">
        {data.title ? <h2>{data.title}</h2> : null}
        {data.text ? <p className="text-lg">{data.text}</p> : null}
        <Countdown
          target={target}
          // The server's clock, handed to the browser so its first render is the same HTML.
          // eslint-disable-next-line react-hooks/purity -- a server component renders once per request
          renderedAt={Date.now()}
          endedText={data.endedText?.trim() || undefined}
          labels={{ days: d.t('countdownDays'), hours: d.t('countdownHours'), minutes: d.t('countdownMinutes'), seconds: d.t('countdownSeconds') }}
        />
        {link ? (
          <a href={link.href} className={background === 'accent' ? 'rounded-brand bg-background px-5 py-2.5 font-semibold text-foreground' : 'btn-primary'}>
            {link.text}
          </a>
        ) : null}
      </div>
    </section>
  )
}
