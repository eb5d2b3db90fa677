/**
 * A work order's customer and job (spec 001 §3: customer; job name, reference, grammage g/m²,
 * thickness µm, width mm, material) as the screens show and edit them: one line of text, the form's
 * text values and back, with the contract's bounds (src/contract/maintenance.ts), so what the form
 * accepts the server accepts. Pure: no zod here, the work order screen is a first screen.
 */
import type { MaintenanceEvent, MaintenanceEventChange } from '@/contract/maintenance'
import { parseDecimalInput } from '@/lib/format/number'

export type CustomerJob = Pick<MaintenanceEvent, 'customer' | 'job'>
export type JobChange = Extract<MaintenanceEventChange['action'], { kind: 'job' }>

/** Kept equal to WORK_ORDER_TEXT_MAX and JOB_MEASURE_MAX of the contract (customer-job.test.ts). */
export const TEXT_MAX = 120
export const MEASURE_MAX = { grammage: 10_000, thickness: 100_000, width: 100_000 } as const

export const customerJobFieldNames = [
  'customer',
  'jobName',
  'jobReference',
  'jobGrammage',
  'jobThickness',
  'jobWidth',
  'jobMaterial',
] as const
export type CustomerJobFieldName = (typeof customerJobFieldNames)[number]
/** The form's values: text as typed (also the task form's multipart field names). */
export type CustomerJobForm = Record<CustomerJobFieldName, string>
export type CustomerJobError = 'too-long' | 'not-a-number' | 'out-of-range'

const noJob: CustomerJob['job'] = {
  name: null,
  reference: null,
  grammage: null,
  thickness: null,
  width: null,
  material: null,
}

/**
 * A work order's customer and job as a screen reads them: a work order kept on the device or
 * restored from the saved queries before they existed (issue 32) has neither, and reads as none.
 */
export const customerJobOf = (event: Partial<CustomerJob>): CustomerJob => ({
  customer: event.customer ?? null,
  job: { ...noJob, ...event.job },
})

export const hasCustomerJob = ({ customer, job }: CustomerJob) =>
  customer !== null || Object.values(job).some((v) => v !== null)

/** One line: "Customer · Job (reference) · 80 g/m² · 50 µm · 1200 mm · PP"; empty when nothing is set. */
export function customerJobText({ customer, job }: CustomerJob, num: (v: number) => string = String): string {
  const name = [job.name, job.reference ? `(${job.reference})` : null].filter(Boolean).join(' ')
  return [
    customer,
    name || null,
    job.grammage !== null ? `${num(job.grammage)} g/m²` : null,
    job.thickness !== null ? `${num(job.thickness)} µm` : null,
    job.width !== null ? `${num(job.width)} mm` : null,
    job.material,
  ]
    .filter(Boolean)
    .join(' · ')
}

const text = (v: number | null) => (v === null ? '' : String(v))

export const customerJobForm = ({ customer, job }: CustomerJob): CustomerJobForm => ({
  customer: customer ?? '',
  jobName: job.name ?? '',
  jobReference: job.reference ?? '',
  jobGrammage: text(job.grammage),
  jobThickness: text(job.thickness),
  jobWidth: text(job.width),
  jobMaterial: job.material ?? '',
})

export const emptyCustomerJobForm: CustomerJobForm = {
  customer: '',
  jobName: '',
  jobReference: '',
  jobGrammage: '',
  jobThickness: '',
  jobWidth: '',
  jobMaterial: '',
}

const textValue = (v: string) => v.trim() || null

/**
 * The form read: the customer and job, or the errors per field. A measure is a positive decimal
 * ("80,5" reads 80.5) up to its bound; a text at most TEXT_MAX characters.
 */
export function readCustomerJobForm(
  form: CustomerJobForm,
):
  | { ok: true; value: CustomerJob }
  | { ok: false; errors: Partial<Record<CustomerJobFieldName, CustomerJobError>> } {
  const errors: Partial<Record<CustomerJobFieldName, CustomerJobError>> = {}
  for (const name of ['customer', 'jobName', 'jobReference', 'jobMaterial'] as const) {
    if (form[name].trim().length > TEXT_MAX) errors[name] = 'too-long'
  }
  const measure = (name: 'jobGrammage' | 'jobThickness' | 'jobWidth', max: number): number | null => {
    if (!form[name].trim()) return null
    const value = parseDecimalInput(form[name])
    if (value === null) errors[name] = 'not-a-number'
    else if (!(value > 0) || value > max) errors[name] = 'out-of-range'
    return value
  }
  const grammage = measure('jobGrammage', MEASURE_MAX.grammage)
  const thickness = measure('jobThickness', MEASURE_MAX.thickness)
  const width = measure('jobWidth', MEASURE_MAX.width)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      customer: textValue(form.customer),
      job: {
        name: textValue(form.jobName),
        reference: textValue(form.jobReference),
        grammage,
        thickness,
        width,
        material: textValue(form.jobMaterial),
      },
    },
  }
}

/** The change that sets them on a work order (PUT /maintenanceEvent/{id}, through the outbox). */
export const jobChange = ({ customer, job }: CustomerJob): JobChange => ({ kind: 'job', customer, job })

/** The task form's multipart fields of them (POST /maintenance): only what is set. */
export function customerJobFields({ customer, job }: CustomerJob): Record<string, string> {
  const values: Record<CustomerJobFieldName, string | number | null> = {
    customer,
    jobName: job.name,
    jobReference: job.reference,
    jobGrammage: job.grammage,
    jobThickness: job.thickness,
    jobWidth: job.width,
    jobMaterial: job.material,
  }
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, String(v)]),
  )
}
