import { queryOptions } from '@tanstack/react-query'
import type { DocumentMachine } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { expectShape, listOf } from '@/lib/api/guards'
import { documentsKeys } from './documents-keys'

const isMachines = listOf<DocumentMachine>({
  serialNumber: 'string',
  name: 'string',
  documentCount: 'number',
})

/** GET /documents/machines: the user's machines with their number of manuals. */
export const getDocumentMachines = async () =>
  expectShape(await api.get('documents/machines').json(), isMachines, 'the machines with documents')

export const documentMachinesQuery = () =>
  queryOptions({ queryKey: documentsKeys.machines(), queryFn: getDocumentMachines })
