import { describe, expect, it } from 'vitest'
import { roleNames } from '@/contract/role-names'
import { menuEntries } from '@/lib/roles/menu'
import { moduleIds, modules } from './modules'

/**
 * Every area can be found (issue 32): the genius board had a route and no way in. Each area of
 * modules.ts is in the Applications menu of a user who holds every role, or is named here with the
 * screen it opens from.
 */
const openedFromAScreen: Partial<Record<(typeof moduleIds)[number], string>> = {
  'machine-control': "an order's row on plant control or historical",
  'operation-analytics': "the order page's analytics button",
}

describe('every area is reachable', () => {
  it('from the Applications menu, or from the screen named for it', () => {
    const menu = new Set(menuEntries(roleNames.map((name) => ({ name }))).map((e) => e.to))
    const lost = moduleIds.filter((id) => !menu.has(modules[id].to) && !openedFromAScreen[id])
    expect(lost).toEqual([])
  })

  it('puts the genius board one tap from home for anyone who may prepare orders', () => {
    const entries = menuEntries([{ name: 'ROLE_USER' }]).map((e) => e.to)
    expect(entries).toContain('/genius-board')
  })
})
