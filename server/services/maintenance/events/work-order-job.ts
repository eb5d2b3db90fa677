/**
 * A work order's customer and job (spec 001 §3) as stored on `maintenance_events`: the columns a
 * read selects, the wire shape they make, and the values a new work order is inserted with.
 */
import { sql } from 'drizzle-orm'
import type { WorkOrderCustomerJob } from '../../../../src/contract/maintenance'

export type CustomerJobRow = {
  customer: string | null
  job_name: string | null
  job_reference: string | null
  job_grammage: number | string | null
  job_thickness: number | string | null
  job_width: number | string | null
  job_material: string | null
}

/** The columns of `maintenance_events e` that make the customer and job. */
export const customerJobColumns = sql`e.customer, e.job_name, e.job_reference, e.job_grammage,
  e.job_thickness, e.job_width, e.job_material`

const num = (v: number | string | null) => (v === null ? null : Number(v))

export const customerJobOf = (row: CustomerJobRow | undefined): WorkOrderCustomerJob => ({
  customer: row?.customer ?? null,
  job: {
    name: row?.job_name ?? null,
    reference: row?.job_reference ?? null,
    grammage: num(row?.job_grammage ?? null),
    thickness: num(row?.job_thickness ?? null),
    width: num(row?.job_width ?? null),
    material: row?.job_material ?? null,
  },
})

/** The Drizzle insert values of a new work order's customer and job. */
export const customerJobValues = (given: WorkOrderCustomerJob | null) =>
  given
    ? {
        customer: given.customer,
        jobName: given.job.name,
        jobReference: given.job.reference,
        jobGrammage: given.job.grammage,
        jobThickness: given.job.thickness,
        jobWidth: given.job.width,
        jobMaterial: given.job.material,
      }
    : {}

/** Whether anything of it was given. */
export const hasCustomerJob = (given: WorkOrderCustomerJob) =>
  given.customer !== null || Object.values(given.job).some((v) => v !== null)
