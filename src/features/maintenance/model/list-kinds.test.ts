import { describe, expect, it } from 'vitest'
import { lastDayOfMonth, listParams, listPreset } from './list-kinds'
import { parseMaintenanceSearch } from './list-search'

describe('maintenance lists', () => {
  it('presets each list from the plant day', () => {
    expect(listPreset('today', '2026-11-24')).toEqual({
      states: '1,2,3,4',
      from: '2026-11-24',
      to: '2026-11-24',
    })
    expect(listPreset('month', '2028-02-10')).toEqual({
      states: '1,2,3,4',
      from: '2028-02-01',
      to: '2028-02-29',
    })
    expect(listPreset('outdated', '2026-11-24').states).toBe('4')
    expect(listPreset('completed', '2026-11-24').states).toBe('2')
  })

  it('knows month ends', () => {
    expect(lastDayOfMonth('2026-12-05')).toBe('2026-12-31')
    expect(lastDayOfMonth('2027-02-05')).toBe('2027-02-28')
    expect(lastDayOfMonth('2026-04-30')).toBe('2026-04-30')
  })

  it('narrows a preset range with the filter days, never widens it', () => {
    const p = listParams('month', '2026-11-24', {
      from: '2026-10-01',
      to: '2026-11-10',
      machines: [3, 4],
      page: 3,
    })
    expect(p).toMatchObject({
      initialDate: '2026-11-01',
      finalDate: '2026-11-10',
      machines: '3,4',
      maintenanceStates: '1,2,3,4',
      offset: '50',
      // The month opens on what comes next (issue 29): today, then the coming days.
      orderBy: 'next',
    })
    expect(listParams('completed', '2026-11-24', {}).orderBy).toBe('-date')
    // All and the month open on what comes next, not on their furthest day (issue 29).
    expect(listParams('all', '2026-11-24', {}).orderBy).toBe('next')
    expect(listParams('month', '2026-11-24', {}).orderBy).toBe('next')
    expect(listParams('all', '2026-11-24', { states: [3], risks: [1, 2] })).toMatchObject({
      maintenanceStates: '3',
      risks: '1,2',
    })
    // Only the all list takes states from the link: the others keep their own.
    expect(listParams('outdated', '2026-11-24', { states: [2] }).maintenanceStates).toBe('4')
  })

  it('drops bad search values one by one', () => {
    expect(
      parseMaintenanceSearch({
        machines: '1,x',
        assets: [2, 3],
        frequencies: 'weekly,hourly',
        from: '2026-02-30',
        page: '0',
        orderBy: '-risk',
      }),
    ).toEqual({ assets: [2, 3], frequencies: ['weekly'], orderBy: '-risk' })
    // A scanned asset label: /maintenance/all?assets=12
    expect(parseMaintenanceSearch({ assets: 12 })).toEqual({ assets: [12] })
  })
})

describe('the audit report of a page', () => {
  it('follows the list and its filters, and is absent on tasks, assets and settings', async () => {
    const { reportParams } = await import('./report-params')
    expect(reportParams('/maintenance/completed', { machines: [2] }, '2026-11-24')).toEqual({
      machines: '2',
      maintenanceStates: '2',
    })
    expect(reportParams('/maintenance/today', {}, '2026-11-24')).toMatchObject({
      initialDate: '2026-11-24',
      finalDate: '2026-11-24',
    })
    expect(reportParams('/maintenance/calendar', {}, '2026-11-24')).toEqual({ maintenanceStates: '1,2,3,4' })
    expect(reportParams('/maintenance/tasks/new', {}, '2026-11-24')).toBeNull()
    expect(reportParams('/maintenance/assets', {}, '2026-11-24')).toBeNull()
    expect(reportParams('/maintenance/scan', {}, '2026-11-24')).toBeNull()
    expect(reportParams('/maintenance/prepare', {}, '2026-11-24')).toBeNull()
  })
})

describe('what each list puts first', () => {
  it('today and outdated: the riskiest work (level 1, people’s safety) first', () => {
    expect(listParams('today', '2026-11-27', {}).orderBy).toBe('risk')
    expect(listParams('outdated', '2026-11-27', {}).orderBy).toBe('risk')
    expect(listParams('all', '2026-11-27', {}).orderBy).toBe('next')
  })
})
