import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_auth/machine-control/')({
  beforeLoad: () => {
    throw redirect({ to: '/plant-control', replace: true })
  },
})
