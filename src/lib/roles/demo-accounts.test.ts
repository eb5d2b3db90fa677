import { describe, expect, it } from 'vitest'
import { demoUsers } from '../../../server/demo/catalog'
import { tileAccess } from './home-tiles'
import { maintenanceAccess } from './maintenance'
import { menuEntries } from './menu'
import { permissions } from './permissions'

/** The rules applied to the five demo accounts of server/demo/catalog.ts. */
function rolesOf(email: string) {
  const user = demoUsers.find((u) => u.email === email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user.roles.map((name) => ({ name }))
}

const on = { enabled: true, clickable: true }
const off = { enabled: false, clickable: false }
const interestOnly = { enabled: false, clickable: true }

describe('home tiles of the demo accounts', () => {
  it('manager gets all five tiles', () => {
    expect(tileAccess(rolesOf('manager@demo.plant'))).toEqual({
      productionAnalytics: on,
      jobCosting: on,
      ordering: on,
      maintenance: on,
      docs: on,
    })
  })

  it('operator gets all but job costing (no ROLE_JOB_COSTING, ADR 032)', () => {
    expect(tileAccess(rolesOf('operator@demo.plant'))).toEqual({
      productionAnalytics: on,
      jobCosting: off,
      ordering: on,
      maintenance: on,
      docs: on,
    })
  })

  it('tech gets all but production analytics and job costing', () => {
    expect(tileAccess(rolesOf('tech@demo.plant'))).toEqual({
      productionAnalytics: off,
      jobCosting: off,
      ordering: on,
      maintenance: on,
      docs: on,
    })
  })

  it('sales and new get all but maintenance, whose tile stays clickable; new has no job costing', () => {
    for (const email of ['sales@demo.plant', 'new@demo.plant']) {
      expect(tileAccess(rolesOf(email))).toEqual({
        productionAnalytics: on,
        jobCosting: email === 'sales@demo.plant' ? on : off,
        ordering: on,
        maintenance: interestOnly,
        docs: on,
      })
    }
  })

  it('job costing needs ROLE_JOB_COSTING: ROLE_USER or production analytics alone is not enough', () => {
    expect(tileAccess([{ name: 'ROLE_USER' }]).jobCosting).toEqual(off)
    expect(tileAccess([{ name: 'ROLE_PRODUCTION_ANALYTICS' }]).jobCosting).toEqual(off)
  })

  it('a user with no roles gets nothing but the maintenance interest click', () => {
    expect(tileAccess([])).toEqual({
      productionAnalytics: off,
      jobCosting: off,
      ordering: off,
      maintenance: interestOnly,
      docs: off,
    })
  })

  it('ROLE_DOC alone opens docs and ROLE_COOL alone opens ordering', () => {
    expect(tileAccess([{ name: 'ROLE_DOC' }]).docs).toEqual(on)
    expect(tileAccess([{ name: 'ROLE_COOL' }]).ordering).toEqual(on)
    expect(tileAccess([{ name: 'ROLE_JOB_COSTING' }]).jobCosting).toEqual(on)
    // a maintenance role without ROLE_USER is not enough
    expect(tileAccess([{ name: 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER' }]).maintenance).toEqual(interestOnly)
  })
})

const ids = (email: string) => menuEntries(rolesOf(email)).map((e) => e.id)
const analytics = ['plantControl', 'historical', 'statistics', 'inactivities']

describe('application menu of the demo accounts', () => {
  it('manager sees every entry and may edit the plant configuration', () => {
    expect(ids('manager@demo.plant')).toEqual([
      'home',
      ...analytics,
      'jobCosting',
      'sharedJobs',
      'geniusBoard',
      'maintenance',
      'documents',
      'plantConfiguration',
      'ordering',
      'support',
    ])
    const config = menuEntries(rolesOf('manager@demo.plant')).find((e) => e.id === 'plantConfiguration')
    expect(config).toEqual({ id: 'plantConfiguration', to: '/plant-configuration', canEdit: true })
  })

  it('operator sees every entry but job costing, and may not edit the plant configuration', () => {
    expect(ids('operator@demo.plant')).toEqual(ids('manager@demo.plant').filter((id) => id !== 'jobCosting'))
    const config = menuEntries(rolesOf('operator@demo.plant')).find((e) => e.id === 'plantConfiguration')
    expect(config?.canEdit).toBe(false)
  })

  it('tech sees no production analytics and no job costing entries', () => {
    expect(ids('tech@demo.plant')).toEqual([
      'home',
      'sharedJobs',
      'geniusBoard',
      'maintenance',
      'documents',
      'plantConfiguration',
      'ordering',
      'support',
    ])
  })

  it('sales and new see no maintenance entry', () => {
    for (const email of ['sales@demo.plant', 'new@demo.plant']) {
      expect(ids(email)).toEqual([
        'home',
        ...analytics,
        ...(email === 'sales@demo.plant' ? ['jobCosting'] : []),
        'sharedJobs',
        'geniusBoard',
        'documents',
        'plantConfiguration',
        'ordering',
        'support',
      ])
    }
  })

  it('a user with no roles sees home, plant configuration (read only) and support', () => {
    expect(menuEntries([])).toEqual([
      { id: 'home', to: '/home' },
      { id: 'plantConfiguration', to: '/plant-configuration', canEdit: false },
      { id: 'support', to: 'panel' },
    ])
  })

  it('links the entries to their routes', () => {
    const to = Object.fromEntries(menuEntries(rolesOf('manager@demo.plant')).map((e) => [e.id, e.to]))
    expect(to).toMatchObject({
      plantControl: '/plant-control',
      historical: '/historical',
      statistics: '/statistics',
      inactivities: '/inactivities',
      jobCosting: '/job-costing',
      sharedJobs: '/shared-jobs',
      maintenance: '/maintenance',
      documents: '/documents',
      ordering: 'external',
    })
  })
})

describe('maintenance levels of the demo accounts', () => {
  it('manager is manager-, golden- and plus-level', () => {
    expect(maintenanceAccess(rolesOf('manager@demo.plant'))).toEqual({
      manager: true,
      operator: false,
      golden: true,
      plus: true,
      any: true,
      operatorOnly: false,
    })
  })

  it('operator and tech are operator-level only', () => {
    for (const email of ['operator@demo.plant', 'tech@demo.plant']) {
      expect(maintenanceAccess(rolesOf(email))).toEqual({
        manager: false,
        operator: true,
        golden: false,
        plus: false,
        any: true,
        operatorOnly: true,
      })
    }
  })

  it('sales and new have no maintenance level', () => {
    for (const email of ['sales@demo.plant', 'new@demo.plant']) {
      expect(maintenanceAccess(rolesOf(email))).toMatchObject({ manager: false, operator: false, any: false })
    }
  })

  it('golden and plus roles count only with ROLE_USER', () => {
    expect(
      maintenanceAccess([{ name: 'ROLE_USER' }, { name: 'ROLE_MAINTENANCE_ASSISTANCE_GOLDEN' }]),
    ).toMatchObject({ golden: true, plus: false, manager: false, any: false })
    expect(
      maintenanceAccess([{ name: 'ROLE_USER' }, { name: 'ROLE_MAINTENANCE_ASSISTANCE_PLUS' }]),
    ).toMatchObject({
      golden: false,
      plus: true,
    })
    expect(maintenanceAccess([{ name: 'ROLE_MAINTENANCE_ASSISTANCE_GOLDEN' }]).golden).toBe(false)
  })
})

describe('single-role permissions of the demo accounts', () => {
  it('manager sees costs, admin info and tag values, manages API keys and edits', () => {
    expect(permissions(rolesOf('manager@demo.plant'))).toEqual({
      seesCosts: true,
      seesMachineAdminInfo: true,
      readOnly: false,
      managesApiKeys: true,
      editsPlantConfiguration: true,
      seesTagValues: true,
      editsJobCosting: true,
      addsManuals: true,
    })
  })

  it('sales sees costs but is read-only', () => {
    expect(permissions(rolesOf('sales@demo.plant'))).toMatchObject({
      seesCosts: true,
      readOnly: true,
      editsJobCosting: false,
      managesApiKeys: false,
    })
  })

  it('tech sees tag values, operator does not', () => {
    expect(permissions(rolesOf('tech@demo.plant')).seesTagValues).toBe(true)
    expect(permissions(rolesOf('operator@demo.plant')).seesTagValues).toBe(false)
    expect(permissions(rolesOf('operator@demo.plant')).seesCosts).toBe(false)
    expect(permissions(rolesOf('tech@demo.plant')).addsManuals).toBe(false)
  })
})
