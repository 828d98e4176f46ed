import type { BlockComponentProps } from '@/features/content-blocks'

import { formMessages, orDefault } from '../shared/form-texts'
import { SERVICE_BOOKING_NO_THANKS_TEXT, SERVICE_BOOKING_NO_THANKS_TITLE, serviceBookingNoBlockData } from './service-booking-no-block'
import { ServiceBookingNoFormLazy } from './ServiceBookingNoFormLazy'
import { loadServiceDealers } from './service-dealers'

/** Spec 03 §7 / lead-schema LEAD_FORMS.serviceBookingNo: the site name plus 'ServiceBookingForm'. */
export const serviceBookingNoFormName = (siteName: string) => `${siteName}ServiceBookingForm`

/**
 * The Norwegian service booking block (spec 03 §2.6; issue item 2): heading, intro and the form,
 * with the site's workshops from its sites index as 'closest dealer'. Without any dealer to choose
 * (none indexed, or the search failed: logged) the form could never be sent, so the block says
 * what the form's failure says instead.
 */
export default async function ServiceBookingNoBlock({ block, context }: BlockComponentProps) {
  const data = serviceBookingNoBlockData.parse(block)
  const { dictionary: d, site } = context
  const dealers = await loadServiceDealers(context)
  const title = orDefault(data.title, d.t('serviceBookingNoTitle'))
  const Heading = data.titleTag ?? 'h2'
  const headingId = `service-booking-no-${data.id ?? 'form'}-title`
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <Heading id={headingId}>{title}</Heading>
      {data.intro?.trim() ? <p className="text-lg whitespace-pre-line">{data.intro.trim()}</p> : null}
      {dealers.length === 0 ? (
        <p className="rounded-brand border-2 border-warning p-3 font-medium text-warning">{d.t('serviceBookingNoError')}</p>
      ) : (
        <ServiceBookingNoFormLazy
          formName={serviceBookingNoFormName(site.name)}
          dealers={dealers}
          motorcycle={data.motorcycle === true}
          newsletterRequired={data.newsletterRequired === true}
          thanksTitle={orDefault(data.thankYouTitle, SERVICE_BOOKING_NO_THANKS_TITLE)}
          thanksText={orDefault(data.thankYouText, SERVICE_BOOKING_NO_THANKS_TEXT)}
          thanksHeading={Heading === 'h1' ? 'h2' : 'h3'}
          texts={{
            dealer: d.t('serviceBookingNoDealer'),
            dealerPlaceholder: d.t('serviceBookingNoDealerPlaceholder'),
            regno: d.t('serviceBookingNoRegno'),
            milage: d.t('serviceBookingNoMilage'),
            date: d.t('serviceBookingNoDate'),
            services: d.t('serviceBookingNoServices'),
            topics: d.t('serviceBookingNoTopics'),
            description: d.t('serviceBookingNoDescription'),
            other: d.t('serviceBookingNoOther'),
            name: d.t('serviceBookingNoName'),
            phone: d.t('serviceBookingNoPhone'),
            email: d.t('serviceBookingNoEmail'),
            gdpr: d.t('serviceBookingNoGdpr'),
            newsletter: d.t('serviceBookingNoNewsletter'),
            submit: d.t('serviceBookingNoSubmit'),
            submitting: d.t('formsSubmitting'),
            requiredNote: d.t('formsRequiredNote'),
            error: d.t('serviceBookingNoError'),
            messages: formMessages(d),
          }}
        />
      )}
    </section>
  )
}
