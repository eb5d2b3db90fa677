/** The genius board's reads: the form's catalogue, the list of prepared orders and one order. */
import { z } from 'zod'
import {
  boardCatalogSchema,
  preparedOrderListQuerySchema,
  preparedOrderListSchema,
  preparedOrderSchema,
} from '../../../src/contract/genius-board'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { boardCatalog } from '../../services/genius-board/catalog'
import { findOrder, listOrders, PREPARED_ORDER_LIST_LIMIT } from '../../services/genius-board/orders-read'
import { boardList, boardOne, tags } from './access'

export function boardReadRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/genius-board/catalog',
    access: boardList,
    schema: {
      tags,
      summary: "What the order form offers: the user's machines, inks, materials, tools, recipes, customers",
      description:
        "Machines with their set-up ('decks' for flexo and offset, 'recipe' for laminating and coating, " +
        "'plain' for the others), deck count and material widths (mm); the tools of those machines; the " +
        "company's shared jobs; customer names of orders on the user's machines (suggestions).",
      response: { 200: boardCatalogSchema },
    },
    handle: ({ user }) => boardCatalog(ctx.db, user),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/genius-board/orders',
    access: boardList,
    schema: {
      tags,
      summary: "Prepared orders of the user's machines, newest first",
      description:
        'Filters: machineId, state, q (reference, job name or customer contains, case-insensitive). ' +
        `At most ${PREPARED_ORDER_LIST_LIMIT} orders; truncated says when more match.`,
      querystring: preparedOrderListQuerySchema,
      response: { 200: preparedOrderListSchema },
    },
    handle: ({ user, query }) => listOrders(ctx.db, user, query),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/genius-board/orders/:id',
    access: boardOne,
    errors: [404],
    schema: {
      tags,
      summary: 'One prepared order',
      description:
        "404 when it does not exist (or is another plant's); 403 MACHINE_NOT_ASSIGNED when its machine is not the user's.",
      params: z.object({ id: dbIdParamSchema }),
      response: { 200: preparedOrderSchema },
    },
    handle: ({ user, params }) => findOrder(ctx.db, user, params.id),
  })
}
