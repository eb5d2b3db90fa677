import { queryOptions } from '@tanstack/react-query'
import type { DocumentLanguage, TechDocument } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { expectShape, hasFields } from '@/lib/api/guards'
import { documentsKeys } from './documents-keys'

export interface MachineDocuments {
  documents: TechDocument[]
  languages: DocumentLanguage[]
}

const isMachineDocuments = (v: unknown): v is MachineDocuments =>
  hasFields(v, {}) &&
  Array.isArray((v as MachineDocuments).documents) &&
  Array.isArray((v as MachineDocuments).languages)

/**
 * GET /documents/machines/:sn: every manual of the machine, all sections and languages. Sections
 * and languages are chosen on the device, so switching them needs no network and works offline
 * from the one persisted answer; saving the whole machine needs the full list anyway.
 */
export const getMachineDocuments = async (serialNumber: string) =>
  expectShape(
    await api.get(`documents/machines/${encodeURIComponent(serialNumber)}`).json(),
    isMachineDocuments,
    "the machine's manuals",
  )

export const machineDocumentsQuery = (serialNumber: string) =>
  queryOptions({
    queryKey: documentsKeys.machine(serialNumber),
    queryFn: () => getMachineDocuments(serialNumber),
  })
