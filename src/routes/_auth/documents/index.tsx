import { createFileRoute, redirect } from '@tanstack/react-router'
import { DocumentsIndexPage } from '@/features/documents/components/documents-index-page'
import { rememberedMachine } from '@/features/documents/model/remembered-machine'
import { getSession } from '@/offline/session-store'

export const Route = createFileRoute('/_auth/documents/')({
  // A remembered machine opens directly (spec 001 §2.4); the header's home icon forgets it.
  beforeLoad: () => {
    const session = getSession()
    const machineSN = session ? rememberedMachine(session.user.userId) : null
    if (machineSN) throw redirect({ to: '/documents/$machineSN', params: { machineSN }, replace: true })
  },
  component: DocumentsIndexPage,
})
