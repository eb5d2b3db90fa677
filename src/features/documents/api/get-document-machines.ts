import { queryOptions } from '@tanstack/react-query'
import { getDocumentMachines } from '@/lib/documents/machine-manuals'
import { documentsKeys } from './documents-keys'

export const documentMachinesQuery = () =>
  queryOptions({ queryKey: documentsKeys.machines(), queryFn: getDocumentMachines })
