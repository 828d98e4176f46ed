import { Fragment, type ReactNode } from 'react'

import { logger } from '@/lib/logger'

import { noteRenderFailure } from '@/features/page-cache'

import { type BlockComponent, type BlockContext, SectionBoundary, SectionFallback } from '@/features/content-blocks'

import { blockComponents } from './block-components'

type BlockComponents = Readonly<Record<string, BlockComponent>>

type Props = {
  blocks: unknown
  context: BlockContext
  /** Injected by tests; the page uses every block's real component. */
  components?: BlockComponents
}

const CLIENT_REFERENCE = Symbol.for('react.client.reference')

/**
 * Renders one zone (header, main or footer) of a page from its blocks (spec 01 §2.2). Unknown block
 * types are skipped with a warning; a block that throws becomes the fallback box and the rest of
 * the page still renders.
 */
export async function BlockZone({ blocks, context, components = blockComponents }: Props) {
  if (!Array.isArray(blocks) || blocks.length === 0) return null
  // One fallback element for the zone: the page's payload then carries it once, however many blocks it guards.
  const fallback = <SectionFallback dictionary={context.dictionary} />
  const sections = await Promise.all(blocks.map((block, index) => renderBlock(block, index, context, components, fallback)))
  return <>{sections}</>
}

async function renderBlock(block: unknown, index: number, context: BlockContext, components: BlockComponents, fallback: ReactNode): Promise<ReactNode> {
  const meta = (block ?? {}) as { blockType?: unknown; id?: unknown }
  const blockType = typeof meta.blockType === 'string' ? meta.blockType : String(meta.blockType)
  const key = typeof meta.id === 'string' || typeof meta.id === 'number' ? String(meta.id) : `${context.zone}-${index}`
  const Component = Object.hasOwn(components, blockType) ? components[blockType] : undefined
  if (!Component) {
    logger.warn({ site: context.site.key, zone: context.zone, blockType }, 'Unknown block type skipped')
    return null
  }

  let content: ReactNode
  try {
    content = await renderServerComponent(Component, { block, context: { ...context, position: index } })
  } catch (error) {
    logger.error({ err: error, site: context.site.key, zone: context.zone, blockType, blockId: key }, 'Block failed to render; showing the section fallback')
    // The fallback is for this visitor only: the next one gets a fresh try (issue 23).
    noteRenderFailure()
    return <Fragment key={key}>{fallback}</Fragment>
  }
  // No Suspense boundary around the content, though the content is all here: React sends a
  // boundary that comes after the first 12.8 KB of a page (the header alone is more) later in the
  // document, hidden, and reveals it in an animation frame, after the browser may already have
  // painted the page without it. A car list page painted an empty main and then pushed the footer
  // away (layout shift 0.71 in four loads of six). See docs/architecture.md 'Suspense boundaries are not free'.
  return (
    <SectionBoundary key={key} blockType={blockType} fallback={fallback}>
      {content}
    </SectionBoundary>
  )
}

/**
 * Server block components are called here, inside try/catch, so their own failures (bad CMS data,
 * a lookup that throws) are turned into the fallback in the server HTML. Client components cannot
 * be called on the server; they render as elements and the boundary catches them in the browser.
 */
async function renderServerComponent(Component: BlockComponent, props: { block: unknown; context: BlockContext }) {
  const ref = Component as unknown as { $$typeof?: symbol; prototype?: { isReactComponent?: unknown } }
  if (ref.$$typeof === CLIENT_REFERENCE || ref.prototype?.isReactComponent) return <Component {...props} />
  return await (Component as (p: typeof props) => ReactNode | Promise<ReactNode>)(props)
}
