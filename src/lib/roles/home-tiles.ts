import type { RoleRule, RolesInput } from './check'
import { roleSet, satisfies } from './check'

/** The five home tiles (spec 001 §2.5) and the role each needs (001 §6). */
export const homeTileIds = ['productionAnalytics', 'jobCosting', 'ordering', 'maintenance', 'docs'] as const
export type HomeTileId = (typeof homeTileIds)[number]

export interface HomeTileDefinition {
  id: HomeTileId
  rule: RoleRule
  /** An app path, or 'external' for the ordering site (reached with a handoff token). */
  to: '/plant-control' | '/job-costing' | '/maintenance' | '/documents' | 'external'
  /** Stays clickable without the role: clicking records interest and may open a promotion. */
  clickableWithoutRole: boolean
}

export const homeTiles: readonly HomeTileDefinition[] = [
  {
    id: 'productionAnalytics',
    rule: ['ROLE_PRODUCTION_ANALYTICS'],
    to: '/plant-control',
    clickableWithoutRole: false,
  },
  {
    // Spec 001 §6 lists "any of ROLE_USER, ROLE_PRODUCTION_ANALYTICS, ROLE_JOB_COSTING"; read as
    // ROLE_JOB_COSTING (docs/decisions/032-job-costing-access.md): every job-costing tab needs it.
    id: 'jobCosting',
    rule: ['ROLE_JOB_COSTING'],
    to: '/job-costing',
    clickableWithoutRole: false,
  },
  { id: 'ordering', rule: [['ROLE_USER', 'ROLE_COOL']], to: 'external', clickableWithoutRole: false },
  {
    id: 'maintenance',
    rule: ['ROLE_USER', ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR']],
    to: '/maintenance',
    clickableWithoutRole: true,
  },
  { id: 'docs', rule: [['ROLE_USER', 'ROLE_DOC']], to: '/documents', clickableWithoutRole: false },
]

export interface TileAccess {
  /** The user holds the tile's role: shown enabled. */
  enabled: boolean
  /** The tile reacts to a click (enabled, or the maintenance tile's interest flow). */
  clickable: boolean
}

export function tileAccess(roles: RolesInput): Record<HomeTileId, TileAccess> {
  const have = roleSet(roles)
  const entries = homeTiles.map((tile) => {
    const enabled = satisfies(have, tile.rule)
    return [tile.id, { enabled, clickable: enabled || tile.clickableWithoutRole }] as const
  })
  return Object.fromEntries(entries) as Record<HomeTileId, TileAccess>
}

export function homeTileRule(id: HomeTileId): RoleRule {
  const tile = homeTiles.find((t) => t.id === id)
  if (!tile) throw new Error(`Unknown home tile ${id}`)
  return tile.rule
}
