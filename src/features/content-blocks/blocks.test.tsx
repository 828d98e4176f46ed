import { describe, expect, it, vi } from 'vitest'

import { logger } from '@/lib/logger'

import CarModelCardBlock from './car-model-card/CarModelCardBlock'
import { cardGridColumnsClass } from './card-grid/card-grid-block'
import CardGridBlock from './card-grid/CardGridBlock'
import { CTA_BANNER_HEIGHT_PX } from './cta-banner/cta-banner-block'
import CtaBannerBlock from './cta-banner/CtaBannerBlock'
import { fileTypeLabel, formatFileSize } from './file-list/file-list-block'
import FileListBlock from './file-list/FileListBlock'
import BannerBlock from './banner/BannerBlock'
import HighlightListBlock from './highlight-list/HighlightListBlock'
import HorizontalCardBlock from './horizontal-card/HorizontalCardBlock'
import ImageCardBlock from './image-card/ImageCardBlock'
import { picture, renderBlock, testContext } from './shared/testing/block-context'
import { shareHref } from './social-sharing/social-sharing-block'
import SocialSharingBlock from './social-sharing/SocialSharingBlock'
import SpacerBlock from './spacer/SpacerBlock'
import { rowOverflows } from './stage-row/stage-row-layout'
import StageRowBlock from './stage-row/StageRowBlock'
import TextColumnsBlock from './text-columns/TextColumnsBlock'

describe('text columns (spec 01 §2.9 "3 or 4")', () => {
  it('lays out 3 or 4 columns on wide screens', () => {
    const items = [{ heading: 'A', text: 'a' }, { heading: 'B' }, { heading: 'C' }]
    expect(renderBlock(TextColumnsBlock, { columns: '4', items })).toContain('lg:grid-cols-4')
    expect(renderBlock(TextColumnsBlock, { columns: '3', items })).toContain('lg:grid-cols-3')
    expect(renderBlock(TextColumnsBlock, { items: [{}] })).toBe('')
  })
})

describe('call-to-action banner (spec 01 §9 456/756 px)', () => {
  it('is 456 px tall, 756 px when Big', () => {
    expect(CTA_BANNER_HEIGHT_PX).toEqual({ default: 456, big: 756 })
    expect(renderBlock(CtaBannerBlock, { title: 'Boka provkörning' })).toContain('height:456px')
    expect(renderBlock(CtaBannerBlock, { title: 'Boka provkörning', big: true, image: picture() })).toContain('height:756px')
  })
  it('renders nothing without a title, and logs it', () => {
    const warn = vi.spyOn(logger, 'warn')
    expect(renderBlock(CtaBannerBlock, { big: true })).toBe('')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'ctaBanner' }), expect.any(String))
  })
})

describe('car model card (spec 01 §2.9)', () => {
  it('shows the campaign badge and at most 4 complete label/value pairs', () => {
    const facts = [1, 2, 3, 4, 5].map((n) => ({ label: `Etikett ${n}`, value: `${n}` })).concat([{ label: 'Tom', value: '' }])
    const html = renderBlock(CarModelCardBlock, {
      cards: [{ title: 'Olivia E5', campaignBadge: 'Kampanj', facts, link: { href: '/e5', text: 'Se modellen' } }],
    })
    expect(html).toContain('Kampanj')
    expect(html.match(/<dt/g)).toHaveLength(4)
    expect(html).not.toContain('Etikett 5')
    expect(html).not.toContain('Tom')
    expect(html).toContain('href="/e5"')
  })
})

describe('card grid (spec 01 §2.9, §9 mobile card columns)', () => {
  it('is 1 column up to 768 px, 3 (or 1 when set) up to 1024 px', () => {
    expect(cardGridColumnsClass('3', false)).toBe('grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-3')
    expect(cardGridColumnsClass('4', true)).toBe('grid grid-cols-1 gap-6 lg:grid-cols-4')
  })
  it('draws the two variants and links each card once', () => {
    const cards = [{ title: 'Service', href: '/service', buttonText: 'Boka' }]
    expect(renderBlock(CardGridBlock, { variant: 'cardWithBorders', cards })).toContain('border border-border')
    const gray = renderBlock(CardGridBlock, { variant: 'grayBackground', cards })
    expect(gray).toContain('bg-surface')
    expect(gray.match(/<a /g)).toHaveLength(1)
  })
})

describe('image card, horizontal card and banner', () => {
  it('link the whole image card; stack the horizontal card, media on the right when reversed', () => {
    expect(renderBlock(ImageCardBlock, { cards: [{ title: 'Elbilar', image: picture(), link: { href: '/elbilar' } }] })).toContain('href="/elbilar"')
    expect(renderBlock(HorizontalCardBlock, { title: 'Hemleverans', image: picture(), reverse: true })).toContain('md:order-2')
    expect(renderBlock(BannerBlock, { title: 'Vinterdäck', link: { href: '/dack', text: 'Boka' } }, testContext('en'))).toContain('href="/en/dack"')
  })
})

describe('file list (spec 01 §2.9, §9: 3 shown collapsed)', () => {
  const file = (n: number) => ({ file: { url: `/api/media/file/pris-${n}.pdf`, filename: `pris-${n}.pdf`, mimeType: 'application/pdf', filesize: 1_450_000 } })
  it('shows 3 files and a button for all of them, with type and size from the media', () => {
    const html = renderBlock(FileListBlock, { title: 'Prislistor', files: [1, 2, 3, 4, 5].map(file) })
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html).toContain('Visa alla filer (5)')
    expect(html).toContain('PDF, 1,5 MB')
  })
  it('names file types and sizes', () => {
    expect(fileTypeLabel('application/pdf', 'x')).toBe('PDF')
    expect(fileTypeLabel(null, 'broschyr.docx')).toBe('DOCX')
    expect(formatFileSize(820_000, 'sv-SE')).toBe('820 kB')
    expect(formatFileSize(512, 'en-GB')).toBe('512 B')
    expect(formatFileSize(undefined, 'sv-SE')).toBe('')
  })
})

describe('social sharing (spec 01 §2.9)', () => {
  it('links to each service with the page address, and loads no script', () => {
    const html = renderBlock(SocialSharingBlock, {}, testContext('en'))
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://oliviaimport.se/en/blockkatalog')}"`)
    expect(html).not.toContain('<script')
    expect(shareHref('email', 'https://a.se/x', 'Olivia')).toBe('mailto:?subject=Olivia&body=https%3A%2F%2Fa.se%2Fx')
  })
})

describe('stage row, highlight list and spacer (spec 01 §2.9)', () => {
  it('stage row lays out 3 or 4 on wide screens; buttons only when the row overflows', () => {
    expect(renderBlock(StageRowBlock, { columns: '4', items: [{ title: 'A', image: picture() }] })).toContain('lg:grid-cols-4')
    expect(rowOverflows(1200, 390)).toBe(true)
    expect(rowOverflows(390.5, 390)).toBe(false)
  })
  it('highlight list is a list of 3 or 4 columns', () => {
    const html = renderBlock(HighlightListBlock, { columns: '4', items: [{ figure: '560 km', title: 'Räckvidd' }] })
    expect(html).toContain('<ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"')
    expect(html).toContain('560 km')
  })
  it('spacer sizes small, medium and large, hidden from assistive technology', () => {
    expect(renderBlock(SpacerBlock, { size: 'large' })).toContain('data-size="large"')
    expect(renderBlock(SpacerBlock, {})).toContain('aria-hidden="true"')
  })
})
