/**
 * The bodies of POST /job-cost/period and PUT /job-cost/period/{id} (spec 002 §3.2 "Create period
 * payload", "Update period payload") from the period form. Times go as 'HH:00' (24 as '00:00'),
 * prices as numbers read by parsePriceText. Only valid drafts are sent (periodDraftErrors first);
 * a draft that cannot make a body gives null rather than a body the server would refuse.
 */
import type { CreatePeriodBody, UpdatePeriodBody } from '@/contract/job-costing'
import { hourLabel, parsePriceText } from '@/contract/job-costing-rules'
import type { PeriodDraft } from './slots-form'

export function createPeriodBody(draft: PeriodDraft): CreatePeriodBody | null {
  if (draft.mode !== 'create' || !draft.startDate) return null
  const periodTimes: CreatePeriodBody['periodTimes'] = []
  for (const slot of draft.slots) {
    const value = parsePriceText(slot.priceText)
    if (value === null) return null
    periodTimes.push({
      startTime: hourLabel(slot.start),
      finishTime: hourLabel(slot.end),
      consumablePeriodTimePrice: { consumableType: { id: draft.typeId }, price: { value } },
    })
  }
  return { startDate: draft.startDate, periodTimes }
}

export function updatePeriodBody(draft: PeriodDraft): UpdatePeriodBody | null {
  if (draft.mode !== 'edit' || draft.periodId === undefined || !draft.startDate) return null
  const periodTimes: UpdatePeriodBody['periodTimes'] = []
  for (const slot of draft.slots) {
    const value = parsePriceText(slot.priceText)
    if (value === null || slot.priceId === undefined) return null
    periodTimes.push({
      startTime: hourLabel(slot.start),
      finishTime: hourLabel(slot.end),
      price: { id: slot.priceId, value },
    })
  }
  return { id: draft.periodId, startDate: draft.startDate, finishDate: draft.finishDate, periodTimes }
}
