import type { Dictionary } from '@/features/dictionary'

import type { FormMessages } from './form-messages'

/** The field messages in the page language (dictionary 'Forms (issue 8)' keys). */
export function formMessages(dictionary: Dictionary): FormMessages {
  return {
    required: dictionary.t('formsFieldRequired'),
    invalid: dictionary.t('formsFieldInvalid'),
    phone: dictionary.t('formsPhoneInvalid'),
    email: dictionary.t('formsEmailInvalid'),
    tooLong: dictionary.t('formsFieldTooLong'),
    tooEarly: dictionary.t('formsDateTooEarly'),
  }
}

/** A text the editor may leave empty: theirs when given, the dictionary's otherwise. */
export const orDefault = (own: string | null | undefined, fallback: string): string => (own?.trim() ? own.trim() : fallback)
