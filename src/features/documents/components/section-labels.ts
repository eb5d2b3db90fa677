import { useLingui } from '@lingui/react/macro'
import type { DocumentSection } from '@/contract/documents'

/** Section names as the header and the lists show them (spec 001 §2.4). */
export function useSectionLabels(): Record<DocumentSection, string> {
  const { t } = useLingui()
  return {
    operational: t`Operation manual`,
    maintenance: t`Maintenance`,
    electrical: t`Electrical installation`,
    mechanical: t`Mechanical installation`,
    subassemblies: t`Subassemblies`,
  }
}
