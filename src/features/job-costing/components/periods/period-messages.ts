import { useLingui } from '@lingui/react/macro'
import type { SlotFieldError, StartDateError } from '../../model/slots-form'

/** The period form's messages in the user's language (spec 002 §5, §8.2). */
export function usePeriodMessages() {
  const { t } = useLingui()
  return {
    startDate: (code: StartDateError): string => {
      switch (code) {
        case 'REQUIRED':
          return t`This field is required.`
        case 'BEFORE_PREVIOUS_START':
          return t`The start date cannot be before the start of the previous period.`
        case 'OVERLAP':
          return t`A period of this type already starts on this day.`
        case 'FINISH_BEFORE_START':
          return t`The end date cannot be before the start date.`
        case 'INVALID_DATE':
          return t`The date is not valid.`
      }
    },
    slot: (error: SlotFieldError): string => {
      if (error.code === 'NOT_A_PRICE') return t`Not a valid price`
      if (error.code === 'MUST_BE_HIGHER_THAN_0') return t`Must be higher than 0`
      const time = error.params?.time ?? '00:00'
      return t`It needs to be later than ${time}`
    },
  }
}
