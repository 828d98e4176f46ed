import type { BlockComponentProps } from '../block-types'
import { asMedia, backgroundClass, entryAnimation, usableLink, videoSources, youtubeEmbedUrl, youtubeVideoId } from '../shared/block-fields'
import { logSkippedBlock } from '../shared/block-log'
import { BlockImage } from '../shared/BlockImage'
import { BlockVideo } from '../shared/BlockVideo'
import { LexicalText } from '../shared/LexicalText'
import { YouTubeFacade } from '../shared/YouTubeFacade'
import { blurbBlockData } from './blurb-block'

/**
 * Blurb (spec 01 §2.9, §3): text card beside a YouTube video (behind a facade), a video or a
 * picture, in that order of preference. Reverse puts the media on the right. Without a title or
 * text the block renders nothing and logs why.
 */
export default function BlurbBlock({ block, context }: BlockComponentProps) {
  const data = blurbBlockData.parse(block)
  const hasText = Boolean(data.title?.trim()) || Boolean(data.richText?.root.children.length)
  if (!hasText) return logSkippedBlock('blurb', 'the blurb has neither a title nor text')

  const { dictionary: d, locale, site } = context
  const image = asMedia(data.imageDesktop) ?? asMedia(data.imagePhone)
  const youtube = youtubeVideoId(data.youtubeId)
  if (data.youtubeId?.trim() && !youtube) logSkippedBlock('blurb', `"${data.youtubeId}" is no YouTube video; the picture shows instead`)
  const video = videoSources(asMedia(data.videoDesktop), asMedia(data.videoPhone))
  const link = usableLink(data.link, locale, site.defaultLocale)
  const Heading = data.titleTag ?? 'h2'
  const background = data.backgroundColor ?? 'none'
  const title = data.title?.trim() || d.t('youtubeDefaultTitle')

  const media = youtube ? (
    <YouTubeFacade
      embedUrl={youtubeEmbedUrl(youtube)}
      title={title}
      playLabel={d.t('youtubePlay').replace('{title}', title)}
      notice={d.t('youtubeNotice')}
      poster={image ? <BlockImage media={image} decorative missingText="" sizes="(min-width: 1024px) 560px, 100vw" /> : undefined}
    />
  ) : video.length > 0 ? (
    <div className="aspect-video overflow-hidden rounded-brand bg-foreground">
      <BlockVideo
        sources={video}
        poster={image?.url}
        controls={data.hasControlBar !== false}
        texts={{ play: d.t('heroVideoPlay'), pause: d.t('heroVideoPause'), mute: d.t('videoMute'), unmute: d.t('videoUnmute') }}
      />
    </div>
  ) : (
    <BlockImage media={image} missingText={d.t('missingImageText')} sizes="(min-width: 1024px) 560px, 100vw" className="h-auto w-full rounded-brand" />
  )

  return (
    <section data-block="blurb" className={`${backgroundClass[background]} ${background === 'none' ? '' : 'my-6'}`}>
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 md:grid-cols-2 md:gap-12">
        <div className={`${data.reverse ? 'md:order-2' : ''} ${entryAnimation(data.useMediaAnimations)}`}>{media}</div>
        <div className={`flex flex-col gap-4 ${entryAnimation(data.useTextAnimations, 'short')}`}>
          {data.title ? <Heading>{data.title}</Heading> : null}
          <LexicalText
            data={data.richText}
            locale={locale}
            siteDefault={site.defaultLocale}
            className={`prose-content ${background === 'accent' || background === 'dark' ? '[&_a]:text-inherit' : ''}`}
          />
          {link ? (
            <a
              href={link.href}
              className={
                background === 'accent' ? 'self-start rounded-brand bg-background px-5 py-2.5 font-semibold text-foreground' : 'btn-primary self-start'
              }
            >
              {link.text}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  )
}
