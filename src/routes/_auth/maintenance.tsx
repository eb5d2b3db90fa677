import { createFileRoute } from '@tanstack/react-router'
import { NotAvailablePage } from '@/app/shell/not-available-page'

export const Route = createFileRoute('/_auth/maintenance')({
  staticData: { module: 'maintenance' },
  component: NotAvailablePage,
})
