import type { RolesInput } from './check'
import { hasRole, roleSet, satisfies } from './check'

/** Display rules tied to single roles (spec 000 §5-6, 002 §6). The server enforces them again. */
export interface Permissions {
  /** Plant and machine costs, total and unit cost of orders. */
  seesCosts: boolean
  /** Last sync time and serial number on machine cards. */
  seesMachineAdminInfo: boolean
  /** ROLE_COMMERCIAL changes nothing but its own account settings. */
  readOnly: boolean
  /** The API tab of the user configuration. */
  managesApiKeys: boolean
  /** Rename and reorder machines in the plant configuration. */
  editsPlantConfiguration: boolean
  /**
   * The tag-values histogram filter: ROLE_USER and ROLE_TECHNICIAN, both (spec 000 §6 sets it apart
   * from the filters every ROLE_USER has, so "or" would not restrict anything).
   */
  seesTagValues: boolean
  /** Edit job-costing prices, periods and machine costs. */
  editsJobCosting: boolean
  /** Add manuals to a machine's technical documents (the manuals-upload area). */
  addsManuals: boolean
}

export function permissions(roles: RolesInput): Permissions {
  const have = roleSet(roles)
  const readOnly = hasRole(have, 'ROLE_COMMERCIAL')
  return {
    seesCosts: hasRole(have, 'ROLE_JOB_COSTING'),
    seesMachineAdminInfo: hasRole(have, 'ROLE_ADMIN'),
    readOnly,
    managesApiKeys: hasRole(have, 'ROLE_API_EXTERNAL'),
    editsPlantConfiguration: hasRole(have, 'ROLE_ADMIN') && !readOnly,
    seesTagValues: satisfies(have, ['ROLE_USER', 'ROLE_TECHNICIAN']),
    editsJobCosting: hasRole(have, 'ROLE_JOB_COSTING') && !readOnly,
    addsManuals: hasRole(have, 'ROLE_ADMIN') && !readOnly,
  }
}
