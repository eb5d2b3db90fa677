/**
 * The documents' answers, their schemas of contract/documents.ts described without zod
 * (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal).
 */

import { documentSections } from '@/contract/document-sections'
import type { DocumentMachine, DocumentSearchHit, DocumentText, MachineDocuments } from '@/contract/documents'
import { shapeGuard } from '@/lib/api/answer-shape'

const section = { oneOf: documentSections } as const

/** GET /documents/machines. */
export const isDocumentMachines = shapeGuard<DocumentMachine[]>({
  list: {
    fields: {
      id: 'integer',
      name: 'string',
      serialNumber: 'string',
      machineLineName: 'string',
      machineModelName: 'string',
      machineModelImage: 'string',
      documentCount: 'integer',
    },
  },
})

/** GET /documents/machines/:serialNumber. */
export const isMachineDocuments = shapeGuard<MachineDocuments>({
  fields: {
    documents: {
      list: {
        fields: {
          id: 'integer',
          machineSerialNumber: 'string',
          section,
          language: 'string',
          title: 'string',
          slug: 'string',
          pages: 'integer',
          size: 'integer',
          url: 'string',
        },
      },
    },
    languages: { list: { fields: { driveId: 'string', fullName: 'string', selected: 'boolean' } } },
  },
})

/** GET /documents/search. */
export const isDocumentSearchHits = shapeGuard<DocumentSearchHit[]>({
  list: {
    fields: {
      documentId: 'integer',
      machineSerialNumber: 'string',
      machineName: 'string',
      section,
      language: 'string',
      title: 'string',
      pages: 'integer',
      page: 'integer',
      snippet: { list: { fields: { text: 'string', hit: 'boolean' } } },
    },
  },
})

/** GET /documents/files/:id/text. */
export const isDocumentText = shapeGuard<DocumentText>({
  fields: { id: 'integer', pages: { list: 'string' } },
})
