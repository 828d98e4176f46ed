import { logger } from '@/lib/logger'

import { CarContactFormLazy } from './CarContactFormLazy'
import { carContactFormData, type CarContactFormInput } from './contact-form-props'
import { DEPARTMENT_NOT_FOUND } from './seller-options'

export type CarContactSectionProps = CarContactFormInput

/**
 * The contact form of the car detail page, for its contact section's `contactSlot` (spec 02
 * 'Contact form', §7 'Contact'): props built here on the server (formName, the car, the
 * addressee or, for a sample, the sellers, the texts and the privacy link), the form in the
 * browser. A sample without a 'New cars' department for its brand is spec 02 §8 'Department not
 * found': logged here, and the form shows carDetailFormError when it is sent.
 */
export function CarContactSection(props: CarContactSectionProps) {
  const { props: formProps, departmentMissing } = carContactFormData(props)
  if (departmentMissing) {
    logger.error(
      { err: new Error(DEPARTMENT_NOT_FOUND), carId: props.car.car_id, brand: props.car.car_brand, dealers: (props.dealers ?? []).length },
      'Car contact form: no seller for this sample car',
    )
  }
  // A new car is a new form (client navigation between cars keeps the component otherwise).
  return <CarContactFormLazy key={props.car.car_id} {...formProps} />
}
