import { useLingui } from '@lingui/react/macro'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { DeckMode, PreparedOrderState } from '@/contract/genius-board-rules'
import { formatNumber } from '@/lib/format/number'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'
import type { FormProblem } from '../model/order-problems'
import type { WriteBlock } from '../model/write-block'

/** The board's words for its states and deck modes. */
export function useBoardLabels() {
  const { t } = useLingui()
  const states: Record<PreparedOrderState, string> = {
    prepared: t`Prepared`,
    sent: t`Sent to the machine`,
    started: t`Started`,
    finished: t`Finished`,
    cancelled: t`Cancelled`,
  }
  const modes: Record<DeckMode, string> = {
    print: t`Print`,
    varnish: t`Varnish`,
    coating: t`Coating`,
    cold_seal: t`Cold seal`,
  }
  return { states, modes }
}

export const stateColours: Record<PreparedOrderState, string> = {
  prepared: 'blue',
  sent: 'orange',
  started: 'green',
  finished: 'teal',
  cancelled: 'gray',
}

/** Each problem of the form in the catalogue's words (spec 002 §8.4), ranges in the user's units. */
export function useProblemText() {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  return (problem: FormProblem): string => {
    switch (problem.code) {
      case 'REQUIRED':
        return feedbackMessage('FIELD_REQUIRED', i18n)
      case 'TOO_LONG': {
        const max = problem.max
        return t`At most ${max} characters.`
      }
      case 'NOT_A_NUMBER':
        return t`Enter a number.`
      case 'NOT_POSITIVE':
        return t`Enter a value greater than 0.`
      case 'JOB_NAME_CHARACTERS': {
        const chars = problem.chars
        return t`The job name contains invalid characters: ${chars}`
      }
      case 'REFERENCE_CHARACTERS': {
        const chars = problem.chars
        return t`The order reference contains invalid characters: ${chars}`
      }
      case 'OUT_OF_RANGE': {
        const options = { decimals: problem.decimals, trimZeros: true }
        const min = formatNumber(problem.min, prefs, options)
        const max = formatNumber(problem.max, prefs, options)
        const unit = problem.unit
        return t`Value out of range (${min}-${max} ${unit})`
      }
      case 'ORDER_REFERENCE_EXISTS':
        return apiErrorMessage('ORDER_REFERENCE_EXISTS', i18n)
      case 'TEMPERATURE_VISCOSITY_NOT_ALLOWED':
        return t`Temperature and viscosity are not allowed at a deck without colour`
      case 'TOOL_REPEATED':
        return t`This anilox, carrier or plate cylinder is already used at another deck`
      case 'TOOL_UNKNOWN':
        return t`This anilox, carrier or plate cylinder does not exist on this machine`
      case 'MODE_TAPE_REQUIRED':
        return t`Mode and tape are required at a deck with colour`
      case 'INK_UNKNOWN':
        return t`This colour is not in the plant's ink list`
      case 'POSITION_INVALID':
        return t`This deck does not exist on this machine`
      case 'NO_COLOURED_DECK':
        return t`Give at least one deck a colour: the machine cannot run an order without one`
      default:
        return t`This value is not valid.`
    }
  }
}

/** Why a write is not offered: a commercial user reads only, offline nothing reaches the server. */
export function useWriteBlockText() {
  const { t, i18n } = useLingui()
  return (block: WriteBlock): string | null => {
    if (block === 'COMMERCIAL') return apiErrorMessage('COMMERCIAL_CANNOT_UPDATE', i18n)
    if (block === 'OFFLINE') return t`Offline: orders can be prepared and sent once the connection is back.`
    return null
  }
}
