import { useLingui } from '@lingui/react/macro'
import type { TourStepId } from '../../model/tour'

/** The title and text of each tour step, in the interface language. */
export function useTourTexts(): Record<TourStepId, { title: string; text: string }> {
  const { t } = useLingui()
  return {
    filters: {
      title: t`Choose what to look at`,
      text: t`Pick a machine, a day and whether to group by week or month. The charts show the periods up to the one holding that day.`,
    },
    summary: {
      title: t`The selected period`,
      text: t`Each consumable of the machine has a card with the consumption, the consumption per m², the area, the cost and the cost per m² of the selected period.`,
    },
    chart: {
      title: t`Cost per period`,
      text: t`The green bar is the selected period and the dashed yellow line the average. Red bars wait for a cost recalculation after a price change. Hover or tap a bar to see its value.`,
    },
    'ink-actions': {
      title: t`Edit or schedule prices`,
      text: t`Change the prices of a period that can still be edited, or create a new period from a start date of your choice.`,
    },
    'ink-grid': {
      title: t`Ink prices`,
      text: t`Every ink group with its colour, number, description and price per kg in the plant currency.`,
    },
    'ink-history': {
      title: t`Price history`,
      text: t`Past periods, newest first, and scheduled ones, oldest first. Open one to see its prices, or to edit them while it can still be changed.`,
    },
  }
}
