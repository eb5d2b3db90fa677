/** Shared jobs of the company's shared customers (spec 002 §7.1): list, create, delete. */
import { z } from 'zod'
import {
  createSharedJobSchema,
  sharedDeleteResultSchema,
  sharedJobListSchema,
  sharedJobSchema,
} from '../../../src/contract/shared-jobs'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { createJob, deleteJob, listJobs } from '../../services/shared-jobs/jobs'
import { sharedJobsAccess as access, tags } from './access'

const params = z.object({ id: dbIdParamSchema })

export async function sharedJobListRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/shared/customers/:id/jobs',
    access,
    errors: [404],
    schema: {
      tags,
      summary: "A shared customer's jobs, sorted by reference",
      description: "The customer must be the caller's company's (404 otherwise).",
      params,
      response: { 200: sharedJobListSchema },
    },
    handle: async ({ user, params }) => listJobs(ctx.db, user.companyId, params.id),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/shared/jobs',
    access,
    errors: [409],
    schema: {
      tags,
      summary: 'Create a shared job for a shared customer',
      description:
        "reference: letters, digits and spaces. sharedCustomer must be one of the company's customers (400 " +
        'naming sharedCustomer, code unknown). References are unique per customer, kept by the database: ' +
        '409 JOB_ALREADY_EXISTS with a field error on reference, also when two creations race.',
      body: createSharedJobSchema,
      response: { 200: sharedJobSchema },
    },
    write: async (tx, { user, body }) => ({ body: await createJob(tx, user.companyId, body) }),
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/shared/jobs/:id',
    access,
    errors: [404],
    schema: {
      tags,
      summary: 'Delete a shared job with its recipe',
      description: "The job must be of the caller's company's customers (404 otherwise).",
      params,
      response: { 200: sharedDeleteResultSchema },
    },
    write: async (tx, { user, params }) => ({
      body: { data: { message: await deleteJob(tx, user.companyId, params.id) } },
    }),
  })
}
