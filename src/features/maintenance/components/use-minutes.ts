import { useLingui } from '@lingui/react/macro'
import { formatMinutes } from '@/lib/format/duration'
import { timeSymbols } from '@/lib/messages/time-units'

/** Minutes of work as the maintenance screens say them: '1 h 5 min', Russian '1 ч 5 мин'. */
export function useMinutes(): (minutes: number | null | undefined) => string {
  const { i18n } = useLingui()
  const symbols = timeSymbols(i18n)
  return (minutes) => formatMinutes(minutes, symbols)
}
