/**
 * The reads of a user's machine manuals, shared by the documents area (its screens) and maintenance
 * (prepare shift saves the manuals of the coming work orders' machines).
 */
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isDocumentMachines, isMachineDocuments } from './document-answers'

/** GET /documents/machines: the user's machines with their number of manuals. */
export const getDocumentMachines = async () =>
  expectShape(await api.get('documents/machines').json(), isDocumentMachines, 'the machines with documents')

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
