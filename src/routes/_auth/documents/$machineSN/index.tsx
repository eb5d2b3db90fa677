import { createFileRoute, redirect } from '@tanstack/react-router'

/** The section defaults to the operation manual (spec 001 §2.4). */
export const Route = createFileRoute('/_auth/documents/$machineSN/')({
  beforeLoad: ({ params, search }) => {
    throw redirect({
      to: '/documents/$machineSN/operational/{-$file}',
      params: { machineSN: params.machineSN, file: undefined },
      search,
      replace: true,
    })
  },
})
