import type { BlockComponentProps } from '../block-types'
import { asMedia, usableLink } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { carModelCardBlockData, modelFacts } from './car-model-card-block'

/** Car model cards (spec 01 §2.9): picture, badge, name, text, up to 4 facts and a link, 1-3 per row. */
export default function CarModelCardBlock({ block, context }: BlockComponentProps) {
  const data = carModelCardBlockData.parse(block)
  const cards = (data.cards ?? []).filter((c) => c.title?.trim())
  if (cards.length === 0) return logSkippedBlock('carModelCard', 'no car model has a name')
  const { dictionary: d, locale, site } = context
  const Heading = data.title ? 'h3' : 'h2'
  return (
    <section data-block="carModelCard" className="mx-auto max-w-6xl px-4 py-8">
      {data.title ? <h2 className="mb-6">{data.title}</h2> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, i) => {
          const link = usableLink(card.link, locale, site.defaultLocale)
          const facts = modelFacts(card.facts)
          return (
            <li key={card.id ?? i} className="flex flex-col overflow-hidden rounded-brand border border-border bg-background">
              <div className="relative bg-surface">
                <BlockImage
                  media={asMedia(card.image)}
                  missingText={d.t('missingImageText')}
                  sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/10] h-auto w-full object-cover"
                />
                {card.campaignBadge?.trim() ? (
                  <span className="absolute top-3 left-3 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-contrast">
                    {card.campaignBadge}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-1 flex-col gap-3 p-5">
                <Heading className="heading-h3">{card.title}</Heading>
                {card.text ? <p className="text-muted">{card.text}</p> : null}
                {facts.length > 0 ? (
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-border pt-3">
                    {facts.map((f) => (
                      <div key={f.label}>
                        <dt className="text-sm text-muted">{f.label}</dt>
                        <dd className="font-semibold">{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {link ? (
                  <a href={link.href} className="btn-primary mt-auto self-start">
                    {link.text}
                  </a>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
