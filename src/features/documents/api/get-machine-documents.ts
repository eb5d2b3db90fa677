import { queryOptions } from '@tanstack/react-query'
import { getMachineDocuments } from '@/lib/documents/machine-manuals'
import { documentsKeys } from './documents-keys'

export const machineDocumentsQuery = (serialNumber: string) =>
  queryOptions({
    queryKey: documentsKeys.machine(serialNumber),
    queryFn: () => getMachineDocuments(serialNumber),
  })
