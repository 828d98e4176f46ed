import type { BlockComponentProps } from '@/features/content-blocks'

import { serviceBookingBlockData } from './service-booking-block'

/** The service booking flow (spec 03 §2.4). */
export default async function ServiceBookingBlock({ block, context }: BlockComponentProps) {
  serviceBookingBlockData.parse(block)
  return <section className="mx-auto w-full max-w-7xl px-4 py-6">{context.dictionary.t('sbIntro')}</section>
}
