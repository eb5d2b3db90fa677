import { createFileRoute } from '@tanstack/react-router'
import { ScanPage } from '@/features/maintenance/components/scan/scan-page'

/** Scan an asset's label: every user of the area (the parent route checks the access). */
export const Route = createFileRoute('/_auth/maintenance/scan')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: ScanPage,
})
