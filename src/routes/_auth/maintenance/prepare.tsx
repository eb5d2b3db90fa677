import { createFileRoute } from '@tanstack/react-router'
import { PrepareShiftPage } from '@/features/maintenance/components/prepare/prepare-shift-page'

export const Route = createFileRoute('/_auth/maintenance/prepare')({
  // No report button here: the top bar's row is not held for one.
  staticData: { extendedHeader: false },
  component: PrepareShiftPage,
})
