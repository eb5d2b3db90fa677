/** Shared customers of the caller's company (spec 002 §7.1): list, create, delete. */
import { z } from 'zod'
import {
  createSharedCustomerSchema,
  sharedCustomerListSchema,
  sharedCustomerSchema,
  sharedDeleteResultSchema,
} from '../../../src/contract/shared-jobs'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import {
  CUSTOMER_HAS_JOBS_MESSAGE,
  createCustomer,
  deleteCustomer,
  listCustomers,
} from '../../services/shared-jobs/customers'
import { sharedJobsAccess as access, tags } from './access'

const params = z.object({ id: dbIdParamSchema })
const OWN = "Only the caller's company's customers: another company's id is a 404 like a missing one."

export async function sharedCustomerRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/shared/customers',
    access,
    schema: {
      tags,
      summary: "The company's shared customers, sorted by name",
      description: 'Polled every 10 s by the shared-jobs screen.',
      response: { 200: sharedCustomerListSchema },
    },
    handle: async ({ user }) => listCustomers(ctx.db, user.companyId),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/shared/customers',
    access,
    errors: [409],
    schema: {
      tags,
      summary: 'Create a shared customer',
      description:
        'name: letters, digits and spaces; email in e-mail format; phone digits only (a 400 names the field). ' +
        'Names are unique within the company, kept by the database: 409 CUSTOMER_ALREADY_EXISTS with a field ' +
        'error on name, also when two creations race.',
      body: createSharedCustomerSchema,
      response: { 200: sharedCustomerSchema },
    },
    write: async (tx, { user, body }) => ({ body: await createCustomer(tx, user.companyId, body) }),
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/shared/customers/:id',
    access,
    errors: [404, 409],
    schema: {
      tags,
      summary: 'Delete a shared customer that has no shared jobs',
      description: `${OWN} A customer with jobs is a 409 SHARED_CUSTOMER_HAS_JOBS: "${CUSTOMER_HAS_JOBS_MESSAGE}"`,
      params,
      response: { 200: sharedDeleteResultSchema },
    },
    write: async (tx, { user, params }) => ({
      body: { data: { message: await deleteCustomer(tx, user.companyId, params.id) } },
    }),
  })
}
