import type { Currency } from '@/contract/job-costing'

/**
 * What every price tab of the job-costing screen needs to know about the plant and the user, worked
 * out once by the screen (components/screen) and passed down: the tabs stay free of session reads.
 */
export interface CostingTabContext {
  plantId: number
  currency: Currency
  /** The consumable types enabled for the plant (spec 002 §6: only those are editable). */
  plantTypeIds: number[]
  /** ROLE_COMMERCIAL, or no ROLE_JOB_COSTING: sees prices, changes nothing (§6). */
  readOnly: boolean
  /** The edit_job_cost_energy right (feature flag of the session, spec 000 §3.1). */
  editJobCostEnergy: boolean
  /** The plant's today (yyyy-MM-dd, plant-local), for the editability rules. */
  today: string
}
