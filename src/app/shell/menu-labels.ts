import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MenuEntryId } from '@/lib/roles/menu'

export const menuLabels: Record<MenuEntryId, MessageDescriptor> = {
  home: msg`Home`,
  plantControl: msg`Plant control`,
  historical: msg`Historical`,
  statistics: msg`Statistics`,
  inactivities: msg`Inactivities`,
  jobCosting: msg`Job costing`,
  sharedJobs: msg`Shared jobs`,
  geniusBoard: msg`Genius board`,
  maintenance: msg`Maintenance assistant`,
  documents: msg`Technical docs`,
  plantConfiguration: msg`Plant configuration`,
  ordering: msg`Ordering on line`,
  support: msg`Support (SAT)`,
}
