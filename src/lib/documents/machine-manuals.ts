/**
 * The reads of a user's machine manuals, shared by the documents area (its screens) and maintenance
 * (prepare shift saves the manuals of the coming work orders' machines).
 */
import type { DocumentLanguage, DocumentMachine, TechDocument } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { expectShape, hasFields, listOf } from '@/lib/api/guards'

const isMachines = listOf<DocumentMachine>({
  serialNumber: 'string',
  name: 'string',
  documentCount: 'number',
})

/** GET /documents/machines: the user's machines with their number of manuals. */
export const getDocumentMachines = async () =>
  expectShape(await api.get('documents/machines').json(), isMachines, 'the machines with documents')

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
