import { createFileRoute } from '@tanstack/react-router'
import { RecoverAccountPage } from '@/features/account-recovery/components/recover-account-page'

export const Route = createFileRoute('/recover-account')({
  component: RecoverAccountPage,
})
