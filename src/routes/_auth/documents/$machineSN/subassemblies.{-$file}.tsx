import { createFileRoute } from '@tanstack/react-router'
import { SectionRoute } from '@/features/documents/components/section-route'

export const Route = createFileRoute('/_auth/documents/$machineSN/subassemblies/{-$file}')({
  component: SectionRoute,
})
