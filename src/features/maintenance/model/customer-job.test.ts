import { describe, expect, it } from 'vitest'
import { JOB_MEASURE_MAX, maintenanceEventChangeSchema, WORK_ORDER_TEXT_MAX } from '@/contract/maintenance'
import {
  customerJobFields,
  customerJobForm,
  customerJobOf,
  customerJobText,
  emptyCustomerJobForm,
  hasCustomerJob,
  jobChange,
  MEASURE_MAX,
  readCustomerJobForm,
  TEXT_MAX,
} from './customer-job'

const none = { name: null, reference: null, grammage: null, thickness: null, width: null, material: null }
const full = {
  customer: 'Acme Foods',
  job: { name: 'Yoghurt lid', reference: 'J-77', grammage: 80.5, thickness: 50, width: 1200, material: 'PP' },
}
const blank = emptyCustomerJobForm

describe('customer and job of a work order', () => {
  it('keeps the bounds of the contract', () => {
    expect(TEXT_MAX).toBe(WORK_ORDER_TEXT_MAX)
    expect(MEASURE_MAX).toEqual(JOB_MEASURE_MAX)
  })

  it('reads a work order kept from before they existed as none', () => {
    expect(customerJobOf({})).toEqual({ customer: null, job: none })
    expect(customerJobOf(full)).toEqual(full)
  })

  it('says whether anything is set', () => {
    expect(hasCustomerJob({ customer: null, job: none })).toBe(false)
    expect(hasCustomerJob({ customer: null, job: { ...none, width: 3 } })).toBe(true)
    expect(hasCustomerJob({ customer: 'A', job: none })).toBe(true)
  })

  it('writes one line of what is set', () => {
    expect(customerJobText(full)).toBe('Acme Foods · Yoghurt lid (J-77) · 80.5 g/m² · 50 µm · 1200 mm · PP')
    expect(customerJobText({ customer: null, job: { ...none, reference: 'R1' } })).toBe('(R1)')
    expect(customerJobText({ customer: null, job: none })).toBe('')
    expect(customerJobText(full, (v) => `${v}`.replace('.', ','))).toContain('80,5 g/m²')
  })

  it('reads its own form back, blanks as none and a decimal comma', () => {
    expect(readCustomerJobForm(customerJobForm(full))).toEqual({ ok: true, value: full })
    expect(readCustomerJobForm(blank)).toEqual({ ok: true, value: { customer: null, job: none } })
    const comma = readCustomerJobForm({ ...blank, jobGrammage: '80,5', customer: '  Acme ' })
    expect(comma).toEqual({ ok: true, value: { customer: 'Acme', job: { ...none, grammage: 80.5 } } })
  })

  it('names each bad field', () => {
    const read = readCustomerJobForm({
      ...blank,
      customer: 'x'.repeat(TEXT_MAX + 1),
      jobGrammage: 'heavy',
      jobThickness: '0',
      jobWidth: String(MEASURE_MAX.width + 1),
    })
    expect(read).toEqual({
      ok: false,
      errors: {
        customer: 'too-long',
        jobGrammage: 'not-a-number',
        jobThickness: 'out-of-range',
        jobWidth: 'out-of-range',
      },
    })
  })

  it('makes a change the contract accepts', () => {
    const change = { version: 1, action: jobChange(full) }
    expect(maintenanceEventChangeSchema.parse(change)).toEqual(change)
    expect(
      maintenanceEventChangeSchema.safeParse({
        version: 1,
        action: jobChange({ ...full, job: { ...full.job, width: -1 } }),
      }).success,
    ).toBe(false)
  })

  it('sends the task form only what is set, under the multipart names the server reads', () => {
    expect(customerJobFields(full)).toEqual({
      customer: 'Acme Foods',
      jobName: 'Yoghurt lid',
      jobReference: 'J-77',
      jobGrammage: '80.5',
      jobThickness: '50',
      jobWidth: '1200',
      jobMaterial: 'PP',
    })
    expect(customerJobFields({ customer: null, job: { ...none, width: 30 } })).toEqual({ jobWidth: '30' })
    expect(customerJobForm({ customer: null, job: none })).toEqual(emptyCustomerJobForm)
  })
})
