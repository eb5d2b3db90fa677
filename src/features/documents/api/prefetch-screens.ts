/**
 * The documents screens' first requests, started by their route loaders beside the screens' code
 * (issue 30, src/app/prefetch-in-loader.ts). Each asks exactly what its page asks first,
 * with the same keys, so the page finds the request in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { satisfies } from '@/lib/roles/check'
import { homeTileRule } from '@/lib/roles/home-tiles'
import { documentMachinesQuery } from './get-document-machines'
import { machineDocumentsQuery } from './get-machine-documents'

/** Those who may read documents: the docs tile's rule, the server's (ROLE_USER or ROLE_DOC). */
const readsDocuments = (session: Session) => satisfies(session.user.roles, homeTileRule('docs'))

/** What every documents page reads: the user's machines (the index's cards, a machine's name). */
export function prefetchDocumentsArea(queryClient: QueryClient, session: Session) {
  if (!readsDocuments(session)) return
  void queryClient.prefetchQuery(documentMachinesQuery())
}

/** A machine's manuals, every section and language (its section pages and the viewer read them). */
export function prefetchMachineDocuments(queryClient: QueryClient, session: Session, machineSN: string) {
  if (machineSN && readsDocuments(session)) void queryClient.prefetchQuery(machineDocumentsQuery(machineSN))
}
