import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@/app/shell/not-available-page'

export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/',
)({
  component: NotAvailablePage,
})
