import type { RolesInput } from './check'
import { hasRole, roleSet, satisfies } from './check'
import { homeTileRule } from './home-tiles'

/** Entries of the application menu, in display order, and who sees each one. */
export const menuEntryIds = [
  'home',
  'plantControl',
  'historical',
  'statistics',
  'inactivities',
  'jobCosting',
  'sharedJobs',
  'geniusBoard',
  'maintenance',
  'documents',
  'plantConfiguration',
  'ordering',
  'support',
] as const
export type MenuEntryId = (typeof menuEntryIds)[number]

export interface MenuEntry {
  id: MenuEntryId
  /** App path, or 'external' (ordering site) or 'panel' (support panel). */
  to: string
  /** Plant configuration: every user may look; only ROLE_ADMIN may rename and reorder. */
  canEdit?: boolean
}

const paths: Record<MenuEntryId, string> = {
  home: '/home',
  plantControl: '/plant-control',
  historical: '/historical',
  statistics: '/statistics',
  inactivities: '/inactivities',
  jobCosting: '/job-costing',
  sharedJobs: '/shared-jobs',
  geniusBoard: '/genius-board',
  maintenance: '/maintenance',
  documents: '/documents',
  plantConfiguration: '/plant-configuration',
  ordering: 'external',
  support: 'panel',
}

/** The entries a user sees. The server enforces the same rules (DESIGN.md); this is display only. */
export function menuEntries(roles: RolesInput): MenuEntry[] {
  const have = roleSet(roles)
  const analytics = hasRole(have, 'ROLE_PRODUCTION_ANALYTICS')
  const visible: Record<MenuEntryId, boolean> = {
    home: true,
    plantControl: analytics,
    historical: analytics,
    statistics: analytics,
    inactivities: analytics,
    jobCosting: satisfies(have, homeTileRule('jobCosting')),
    sharedJobs: hasRole(have, 'ROLE_USER'),
    // Prepares orders and sends them to the press; ROLE_COMMERCIAL reads it (the server's rule).
    geniusBoard: hasRole(have, 'ROLE_USER'),
    maintenance: satisfies(have, homeTileRule('maintenance')),
    documents: satisfies(have, homeTileRule('docs')),
    plantConfiguration: true,
    ordering: satisfies(have, homeTileRule('ordering')),
    support: true,
  }
  return menuEntryIds
    .filter((id) => visible[id])
    .map((id) =>
      id === 'plantConfiguration'
        ? { id, to: paths[id], canEdit: hasRole(have, 'ROLE_ADMIN') }
        : { id, to: paths[id] },
    )
}
