import type { BlockComponentProps } from '../block-types'
import { asMedia, usableLink, videoSources } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { BlockVideo } from '../shared/BlockVideo'
import { horizontalCardBlockData } from './horizontal-card-block'

/** Horizontal card (spec 01 §2.9): stacked on phones, side by side from 768 px. No title: nothing, logged. */
export default function HorizontalCardBlock({ block, context }: BlockComponentProps) {
  const data = horizontalCardBlockData.parse(block)
  if (!data.title?.trim()) return logSkippedBlock('horizontalCard', 'the card has no title')
  const { dictionary: d, locale, site } = context
  const image = asMedia(data.image)
  const video = videoSources(asMedia(data.video), undefined)
  const link = usableLink(data.link, locale, site.defaultLocale)
  return (
    <section data-block="horizontalCard" className="mx-auto max-w-6xl px-4 py-6">
      <div className="grid overflow-hidden rounded-brand border border-border bg-background md:grid-cols-2">
        <div className={`relative min-h-56 bg-surface ${data.reverse ? 'md:order-2' : ''}`}>
          {video.length > 0 ? (
            <div className="absolute inset-0">
              <BlockVideo
                sources={video}
                poster={image?.url}
                texts={{ play: d.t('heroVideoPlay'), pause: d.t('heroVideoPause'), mute: d.t('videoMute'), unmute: d.t('videoUnmute') }}
              />
            </div>
          ) : (
            <BlockImage
              media={image}
              missingText={d.t('missingImageText')}
              sizes="(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw"
              className="h-full w-full object-cover md:absolute md:inset-0"
            />
          )}
        </div>
        <div className="flex flex-col justify-center gap-3 p-6 md:p-10">
          <h2 className="heading-h3">{data.title}</h2>
          {data.text ? <p className="whitespace-pre-line">{data.text}</p> : null}
          {link ? (
            <a href={link.href} className="btn-primary self-start">
              {link.text}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
