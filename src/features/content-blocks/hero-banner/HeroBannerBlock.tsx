import type { BlockComponentProps } from '../block-types'
import { asMedia, blockHref, usableLink, videoSources } from '../shared/block-fields'
import { BlockImage } from '../shared/BlockImage'
import { logSkippedBlock } from '../shared/block-log'
import { BlockVideo } from '../shared/BlockVideo'
import { ConfiguredSearchForm } from '../shared/ConfiguredSearchForm'
import { heroBannerBlockData, heroBannerMissing } from './hero-banner-block'

/**
 * Hero banner, first family (spec 01 §2.7, §3, §5): a picture or video with heading, text, link and
 * an optional search bar that goes to the editor's search path with `?keyphrase=`. Without a
 * picture (Content Image) it renders nothing and logs why.
 */
export default function HeroBannerBlock({ block, context }: BlockComponentProps) {
  const data = heroBannerBlockData.parse(block)
  const missing = heroBannerMissing(data)
  if (missing) return logSkippedBlock('heroBanner', missing)

  const { dictionary: d, locale, site } = context
  const image = asMedia(data.image)
  const video = data.content === 'video' ? videoSources(asMedia(data.videoDesktop), asMedia(data.videoPhone)) : []
  const dark = data.textColor === 'dark'
  const link = usableLink(data.link, locale, site.defaultLocale)
  const searchAction = blockHref(data.searchUrl, locale, site.defaultLocale) ?? blockHref(site.paths.carList, locale, site.defaultLocale) ?? '/'

  return (
    <section
      data-block="heroBanner"
      className={`relative isolate flex min-h-[24rem] w-full overflow-hidden md:min-h-[32rem] ${dark ? 'bg-surface text-foreground' : 'bg-foreground text-white'} ${data.hasMarginTop ? 'mt-8' : ''}`}
    >
      <div className="absolute inset-0 -z-20">
        {video.length > 0 ? (
          <BlockVideo
            sources={video}
            poster={image?.url}
            texts={{ play: d.t('heroVideoPlay'), pause: d.t('heroVideoPause'), mute: d.t('videoMute'), unmute: d.t('videoUnmute') }}
          />
        ) : image ? (
          <BlockImage media={image} missingText={d.t('missingImageText')} sizes="100vw" priority className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 ${dark ? 'bg-linear-to-r from-white/85 via-white/50 to-white/0' : 'bg-linear-to-t from-black/70 via-black/35 to-black/10'}`}
      />
      <div
        className={`mx-auto flex w-full max-w-6xl flex-col justify-end px-4 py-12 md:justify-center ${data.centerContent ? 'items-center text-center' : ''}`}
      >
        <div className={`flex w-full max-w-2xl flex-col gap-4 ${data.centerContent ? 'items-center' : 'items-start'}`}>
          {data.title ? <h2 className={dark ? '' : 'text-white drop-shadow-md'}>{data.title}</h2> : null}
          {data.text ? <p className="text-lg whitespace-pre-line">{data.text}</p> : null}
          {link ? (
            <a href={link.href} className="btn-primary">
              {link.text}
            </a>
          ) : null}
          {data.hasSearchBar ? (
            <ConfiguredSearchForm
              action={searchAction}
              placeholder={data.searchPlaceholder?.trim() || d.t('heroSearchPlaceholder')}
              texts={{ label: d.t('heroSearchLabel'), submit: d.t('heroSearchSubmit') }}
              preview={context.preview}
            />
          ) : null}
        </div>
      </div>
    </section>
  )
}
