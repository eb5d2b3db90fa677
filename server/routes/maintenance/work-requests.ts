/**
 * Work requests (issue 31): filed by anyone who may use maintenance or see plant control (the
 * read-only commercial role writes nothing), triaged by the maintenance manager level. Accepting
 * is the corrective task's save with `workRequestId` (tasks-assets.ts); declining is here.
 */
import { z } from 'zod'
import { dbIdParamSchema } from '../../../src/contract/wire'
import {
  declineWorkRequestSchema,
  fileWorkRequestSchema,
  requestMachineListSchema,
  WORK_REQUEST_PHOTOS_MAX,
  workRequestListSchema,
  workRequestQuerySchema,
  workRequestSchema,
} from '../../../src/contract/work-requests'
import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { readForm } from '../../http/form-reader'
import { photosOf } from '../../http/image-upload'
import { photoParts } from '../../http/openapi-form'
import { parseBody } from '../../http/parse-body'
import { defineRoute, defineWrite } from '../../http/route'
import {
  declineWorkRequest,
  fileWorkRequest,
  listWorkRequests,
  visibleWorkRequest,
} from '../../services/maintenance/requests/work-requests'
import { plantControlForUser } from '../../services/plant/plant-control'
import { maintenancePlanning } from './shared'

/** Maintenance users (both levels) and plant control's users (DESIGN.md "Who may call what"). */
export const workRequestArea = {
  who: 'user',
  area: 'work-requests',
  anyOf: [
    'ROLE_MAINTENANCE_ASSISTANCE_MANAGER',
    'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR',
    'ROLE_PRODUCTION_ANALYTICS',
  ],
} as const satisfies UserAccess

const tags = ['maintenance']
const idParams = z.object({ id: dbIdParamSchema })

export async function workRequestRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/requests',
    access: { ...workRequestArea, machines: 'filtered' },
    schema: {
      tags,
      summary: 'Work requests: a maintenance manager reads those of their machines, anyone else their own',
      description:
        'New ones first, then the latest; at most 200. `newToTriage` counts the new ones a manager may decide.',
      querystring: workRequestQuerySchema,
      response: { 200: workRequestListSchema },
    },
    handle: ({ user, query }) => listWorkRequests(ctx.db, user, query.state),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/requests/machines',
    access: { ...workRequestArea, machines: 'filtered' },
    schema: {
      tags,
      summary: "The caller's machines for the request form: state, and an open stop's reason and start",
      description: 'Nothing of production (orders, customers, speeds): a technician has no plant control.',
      response: { 200: requestMachineListSchema },
    },
    handle: async ({ user }) =>
      (await plantControlForUser(ctx.db, user)).map((m) => {
        const stopped = m.state === 4
        return {
          machineId: m.machineId,
          machineName: m.machineName,
          machineLineName: m.machineLineName,
          state: m.state,
          stopSince: stopped ? m.inactivityDateStart : null,
          stopReasonCode: stopped ? m.inactivityReasonCode : null,
          stopDescription: stopped ? m.inactivityDescription : null,
        }
      }),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/requests/:id',
    access: { ...workRequestArea, machines: 'checked' },
    errors: [404],
    schema: { tags, summary: 'One work request', params: idParams, response: { 200: workRequestSchema } },
    handle: ({ user, params }) => visibleWorkRequest(ctx.db, user, params.id),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenance/requests',
    access: { ...workRequestArea, machines: 'checked' },
    errors: [413],
    schema: {
      tags,
      summary: `File a work request (multipart: machineId, assetId, description, urgency, stopReasonCode and up to ${WORK_REQUEST_PHOTOS_MAX} photos under \`images\`)`,
      description:
        'urgency: low (it can wait), high (soon), stopped (the machine cannot run). The photos are checked by ' +
        "their bytes and stored re-encoded, as a work order's. The maintenance managers who see the machine get a bell.",
      form: { fields: fileWorkRequestSchema, files: { images: photoParts(WORK_REQUEST_PHOTOS_MAX) } },
      response: { 200: workRequestSchema },
    },
    prepare: async ({ request }) => {
      const form = await readForm(request)
      const input = parseBody(fileWorkRequestSchema, form.fields)
      return { input, images: await photosOf(form.files.images, 'images') }
    },
    write: async (tx, { user }, { input, images }) => ({
      body: await fileWorkRequest(tx, ctx.storage, user, { ...input, images, now: ctx.now() }),
    }),
    idempotency: {
      hashInput: (_call, { input, images }) => ({ input, images: images.map((i) => i.original) }),
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenance/requests/:id/decline',
    access: { ...maintenancePlanning, machines: 'checked' },
    errors: [404, 409],
    schema: {
      tags,
      summary: 'Decline a new work request with a reason (the requester gets a bell)',
      description: 'A request already decided answers 409 WORK_REQUEST_DECIDED with it as `current`.',
      params: idParams,
      body: declineWorkRequestSchema,
      response: { 200: workRequestSchema },
    },
    write: async (tx, { user, params, body }) => ({
      body: await declineWorkRequest(tx, user, params.id, body.reason, ctx.now()),
    }),
  })
}
