/**
 * Maintenance work orders (spec 001 §7): the list with its filters, and one change at a time under
 * the shared rules (docs/decisions/015), the dashboard and the filter lists; tasks and assets read.
 * Their writes, uploads and the audit report come with the rest of issue 12.
 */
import { z } from 'zod'
import {
  maintenanceAssetSchema,
  maintenanceDashboardQuerySchema,
  maintenanceDashboardSchema,
  maintenanceDataSchema,
  maintenanceEventChangeSchema,
  maintenanceEventPageSchema,
  maintenanceEventQuerySchema,
  maintenanceEventSchema,
  maintenanceTaskQuerySchema,
  maintenanceTaskSchema,
  myWorkOrdersQuerySchema,
  myWorkOrdersSchema,
} from '../../../src/contract/maintenance'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { machineNotAssigned, notFound } from '../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../http/principals'
import { defineRoute, defineWrite } from '../../http/route'
import { createAttemptLimiter } from '../../services/account/limiter/attempt-limiter'
import { limiterPolicies } from '../../services/account/limiter/policies'
import { changeEvent, signoffPassword, withoutPassword } from '../../services/maintenance/events/change-event'
import { dashboard, maintenanceData } from '../../services/maintenance/events/dashboard'
import { listEvents } from '../../services/maintenance/events/events'
import { myWorkOrders } from '../../services/maintenance/events/my-work-orders'
import { countNewToTriage } from '../../services/maintenance/requests/work-requests'
import { maintenanceSettings } from '../../services/maintenance/settings'
import { findAsset, findTask, listAssets, listTasks } from '../../services/maintenance/tasks/tasks'
import { taskUsageProgress, withUsageProgress } from '../../services/maintenance/usage/usage-tasks'
import { maintenanceEventFileRoutes } from './event-files'
import { maintenanceReportRoutes } from './report'
import { eventReader, maintenanceArea, plantToday } from './shared'
import { maintenanceTaskAssetRoutes } from './tasks-assets'
import { workRequestRoutes } from './work-requests'

const maintenance = maintenanceArea

export async function maintenanceRoutes(api: Api, ctx: AppContext) {
  // Its counts are in the database, shared with the account routes' limiter (ADR 025).
  const signoffAttempts = createAttemptLimiter(ctx.db, limiterPolicies(ctx.env.LOGIN_RATE_LIMIT), ctx.now)
  const todayOf = (user: AuthUser) => plantToday(ctx, user)
  const readerOf = eventReader

  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceEvent/data',
    access: { ...maintenance, machines: 'filtered' },
    schema: {
      tags: ['maintenance'],
      summary:
        'What the filters and forms choose from: machines, assets, operators, types, conditions, frequencies',
      response: { 200: maintenanceDataSchema },
    },
    handle: ({ user }) => maintenanceData(ctx.db, readerOf(user), user.plantId),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceEvent/dashboard',
    access: { ...maintenance, machines: 'filtered' },
    schema: {
      tags: ['maintenance'],
      summary: 'Counts by state and risk, due today and this week, and done versus planned over 8 weeks',
      querystring: maintenanceDashboardQuerySchema,
      response: { 200: maintenanceDashboardSchema },
    },
    handle: async ({ user, query }) => ({
      ...(await dashboard(ctx.db, readerOf(user), query, await todayOf(user))),
      newRequests: await countNewToTriage(ctx.db, user),
    }),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceEvent/mine',
    access: { ...maintenance, machines: 'filtered' },
    schema: {
      tags: ['maintenance'],
      summary:
        "The user's work orders for offline use: open ones -14..+28 days, closed ones of the last 7, whole",
      description:
        "With `since` (the previous answer's `cursor`), only the work orders changed after it; `ids` always " +
        'lists the whole window, so a device drops the others.',
      querystring: myWorkOrdersQuerySchema,
      response: { 200: myWorkOrdersSchema },
    },
    handle: async ({ user, query }) =>
      myWorkOrders(ctx.db, user, readerOf(user), {
        today: await todayOf(user),
        since: query.since,
        now: ctx.now(),
        maxSpanDays: (await maintenanceSettings(ctx.db, user.plantId)).maxSpanDays,
      }),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceEvent',
    access: { ...maintenance, machines: 'filtered' },
    schema: {
      tags: ['maintenance'],
      summary: 'Work orders: by state (1 open, 2 done, 3 cancelled, 4 outdated) and the filters',
      description:
        'Comma-joined ids for machines, assets and operators; yyyy-MM-dd days; limit, offset, orderBy. ' +
        'A user without the manager level sees only the work orders assigned to them.',
      querystring: maintenanceEventQuerySchema,
      response: { 200: maintenanceEventPageSchema },
    },
    handle: async ({ user, query }) => listEvents(ctx.db, readerOf(user), query, await todayOf(user)),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/maintenanceEvent/:id',
    access: { ...maintenance, machines: 'checked' },
    errors: [404, 409],
    schema: {
      tags: ['maintenance'],
      summary:
        'Change a work order: complete, postpone, reschedule, reopen, cancel, set its customer and job, or answer a procedure step (with the version read)',
      description:
        "Refused with 403 MAINTENANCE_RULE and the rule's `reason` when the risk, state, date or role forbids it " +
        '(docs/decisions/015); 409 VERSION_CONFLICT with `current` when the work order changed since it was read. ' +
        'Action `job` sets the customer and the job (name, reference, grammage g/m², thickness µm, width mm, material; ' +
        'absent or blank clears one) in any state, for whoever may act on the work order, with an `edit` history row. ' +
        "Action `answer` (issue 33, docs/decisions/047) answers one step of the work order's `procedure` while it is open " +
        "(400 naming `action.stepId` or `action.value` when it does not fit); it replaces the step's earlier answer, writes " +
        "an `edit` history row and leaves the version as it is. Its optional `basedOn` is the `answeredAt` of the step's " +
        'answer the device showed (null: unanswered); when the step now holds another answer, given by another user, it is ' +
        '409 ANSWER_CONFLICT with the `stepId` and `current` (the work order with its `procedure` and `answers`) and stores ' +
        "nothing; the caller's own answers never conflict, and without `basedOn` the last delivered wins. A sign-off with a `password` that is not the signer's is " +
        '422 SIGNOFF_REFUSED and stores nothing; the password is never stored. `complete` with a required step unanswered ' +
        'is 409 PROCEDURE_INCOMPLETE with the step ids in `missing`.',
      params: z.object({ id: dbIdParamSchema }),
      body: maintenanceEventChangeSchema,
      response: { 200: maintenanceEventSchema },
    },
    prepare: async ({ user, body }) => ({
      today: await todayOf(user),
      settings: await maintenanceSettings(ctx.db, user.plantId),
      // A password sign-off is a password check: paced per account like the own password change
      // (429 RATE_LIMITED once over), so a session on an unattended tablet cannot guess it.
      signoff: signoffPassword(body) ? await signoffAttempts.passwordChange(user.id) : null,
    }),
    // A sign-off's password stays out of the stored request hash (idempotency.ts says why).
    idempotency: { hashInput: ({ body }) => withoutPassword(body) },
    write: async (tx, { user, params, body }, { today, settings, signoff }) => {
      const changed = await changeEvent(tx, user, params.id, body, today, ctx.now(), settings.maxSpanDays)
      await signoff?.succeeded(tx)
      return {
        body: changed,
        // A work order done queued its report mails (ADR 023): sent once committed.
        afterCommit: () => api.mailQueue.wakeIfQueued(tx),
      }
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/list',
    access: { ...maintenance, machines: 'filtered' },
    schema: {
      tags: ['maintenance'],
      summary:
        "Tasks on the user's machines: optional machines, assets, maintenanceTypes, maintenanceConditions",
      querystring: maintenanceTaskQuerySchema,
      response: { 200: z.array(maintenanceTaskSchema) },
    },
    handle: async ({ user, query }) =>
      withUsageProgress(ctx.db, await listTasks(ctx.db, [...user.machineIds], query), ctx.now()),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/:id',
    access: { ...maintenance, machines: 'checked' },
    errors: [404],
    schema: {
      tags: ['maintenance'],
      summary: 'One task, with its machines, assets and operators',
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: maintenanceTaskSchema },
    },
    handle: async ({ user, params }) => {
      const found = await findTask(ctx.db, params.id, [...user.machineIds])
      if (!found) throw notFound('Task not found', 'NOT_FOUND')
      if (!found.assigned) throw machineNotAssigned()
      const usageProgress = found.task.usage ? await taskUsageProgress(ctx.db, params.id, ctx.now()) : []
      return { ...found.task, usageProgress }
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceAsset/list',
    access: { ...maintenance, machines: 'filtered' },
    schema: {
      tags: ['maintenance'],
      summary: "Assets of the user's machines (and the plant's assets of no machine)",
      response: { 200: z.array(maintenanceAssetSchema) },
    },
    handle: ({ user }) => listAssets(ctx.db, [...user.machineIds], user.plantId),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenanceAsset/:id',
    access: { ...maintenance, machines: 'checked' },
    errors: [404],
    schema: {
      tags: ['maintenance'],
      summary: 'One asset',
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: maintenanceAssetSchema },
    },
    handle: async ({ user, params }) => {
      const asset = await findAsset(ctx.db, params.id, user.plantId)
      if (!asset) throw notFound('Asset not found', 'NOT_FOUND')
      if (asset.machineId !== null) assertMachineAssigned(user, asset.machineId)
      return asset
    },
  })

  await maintenanceEventFileRoutes(api, ctx)
  await maintenanceTaskAssetRoutes(api, ctx)
  await workRequestRoutes(api, ctx)
  await maintenanceReportRoutes(api, ctx)
}
