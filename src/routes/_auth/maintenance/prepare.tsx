import { createFileRoute } from '@tanstack/react-router'
import { PrepareShiftPage } from '@/features/maintenance/components/prepare/prepare-shift-page'

export const Route = createFileRoute('/_auth/maintenance/prepare')({
  component: PrepareShiftPage,
})
