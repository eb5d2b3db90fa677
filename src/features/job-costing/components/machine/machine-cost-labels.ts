import { useLingui } from '@lingui/react/macro'
import type { MachineCostField } from '@/contract/job-costing'
import { timeSymbols } from '@/lib/messages/time-units'

export interface FieldText {
  label: string
  /** Shown at the input's right: the currency per hour, %, min, m. */
  unit: string
}

/** The labels and units of the machine-cost form (spec 002 §3.2), in the interface language. */
export function useMachineCostTexts(currencySymbol: string): {
  fields: Record<MachineCostField, FieldText>
  sections: Record<'machine' | 'cliche' | 'consumables', string>
} {
  const { t, i18n } = useLingui()
  // The hour and minute as the language writes them (Russian ч, мин).
  const { hour, minute } = timeSymbols(i18n)
  const perHour = `${currencySymbol}/${hour}`
  const money = currencySymbol
  return {
    sections: {
      machine: t`Machine and operators`,
      cliche: t`Cliché`,
      consumables: t`Press consumables`,
    },
    fields: {
      amortizationPrice: { label: t`Amortization per hour`, unit: perHour },
      operator1Price: { label: t`Operator 1 price per hour`, unit: perHour },
      operator1Percent: { label: t`Operator 1 presence`, unit: '%' },
      operator2Price: { label: t`Auxiliary 1 (operator 2) price per hour`, unit: perHour },
      operator2Percent: { label: t`Auxiliary 1 (operator 2) presence`, unit: '%' },
      operator3Price: { label: t`Auxiliary 2 (operator 3) price per hour`, unit: perHour },
      operator3Percent: { label: t`Auxiliary 2 (operator 3) presence`, unit: '%' },
      clichePrice: { label: t`Cliché price per hour`, unit: perHour },
      clicheTimeMinutes: { label: t`Cliché time`, unit: minute },
      adhesivePrice: { label: t`Adhesive price`, unit: money },
      waste: { label: t`Tape decrease (waste)`, unit: '%' },
      scraperPrice: { label: t`Scraper price`, unit: money },
      scraperMeters: { label: t`Scraper meters`, unit: 'm' },
      stampPrice: { label: t`Stamp price`, unit: money },
      stampMeters: { label: t`Stamp meters`, unit: 'm' },
      ragPrice: { label: t`Rag price`, unit: money },
      ragMeters: { label: t`Rag meters`, unit: 'm' },
      splicingTapePrice: { label: t`Splicing tape price`, unit: money },
      aniloxCleanerPrice: { label: t`Anilox cleaner price`, unit: money },
      treatyPencilPrice: { label: t`Treatment pencil price`, unit: money },
    },
  }
}
