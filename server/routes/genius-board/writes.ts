/**
 * The genius board's writes: prepare an order, edit it, send it to the machine, call it back,
 * cancel it. Each with its Idempotency-Key in one transaction; the changes with the version read.
 */
import { z } from 'zod'
import {
  preparedOrderInputSchema,
  preparedOrderSchema,
  preparedOrderUpdateSchema,
  preparedOrderVersionSchema,
} from '../../../src/contract/genius-board'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineWrite } from '../../http/route'
import { type BoardAction, changeOrderState } from '../../services/genius-board/order-actions'
import { createOrder, updateOrder } from '../../services/genius-board/orders-write'
import { boardOne, tags } from './access'

const RULES =
  "The machine must be the user's (403 MACHINE_NOT_ASSIGNED). A 400 names every field that breaks a rule: " +
  'reference and jobName without / : * ? \\ " < > | , \' + (forbidden-characters), width within the ' +
  "machine's material widths (out-of-range), materialId, decks.N.<field> with the deck rule's code " +
  '(flexo and offset machines only), decks no-coloured-deck when no deck of a flexo or offset machine has a colour, sharedJobId (required for laminating and coating machines, a shared job of the company; ' +
  'refused on the others). 409 ORDER_REFERENCE_EXISTS when the machine has the reference already (an order not ' +
  'cancelled, or a production order).'
const VERSIONED =
  '409 VERSION_CONFLICT with `current` when the order changed since it was read; 409 PREPARED_ORDER_STATE ' +
  '(with `current`) when its state does not allow this.'
const idParams = z.object({ id: dbIdParamSchema })

const actions: { action: BoardAction; summary: string }[] = [
  { action: 'send', summary: 'Send a prepared order to its machine (its gateway picks it up)' },
  { action: 'recall', summary: 'Call back an order sent to the machine and not started: prepared again' },
  { action: 'cancel', summary: 'Cancel a prepared or sent order (its reference can be used again)' },
]

export function boardWriteRoutes(api: Api, ctx: AppContext) {
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/genius-board/orders',
    access: boardOne,
    errors: [409],
    schema: {
      tags,
      summary: "Prepare an order for one of the user's machines (state prepared)",
      description: RULES,
      body: preparedOrderInputSchema,
      response: { 200: preparedOrderSchema },
    },
    write: async (tx, { user, body }) => ({ body: await createOrder(tx, user, body, ctx.now()) }),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/genius-board/orders/:id',
    access: boardOne,
    errors: [404, 409],
    schema: {
      tags,
      summary: 'Edit a prepared order (with the version read)',
      description: `${RULES} ${VERSIONED}`,
      params: idParams,
      body: preparedOrderUpdateSchema,
      response: { 200: preparedOrderSchema },
    },
    write: async (tx, { user, params, body }) => ({
      body: await updateOrder(tx, user, params.id, body, ctx.now()),
    }),
  })

  for (const { action, summary } of actions) {
    defineWrite(api, ctx.db, {
      method: 'POST',
      url: `/genius-board/orders/:id/${action}`,
      access: boardOne,
      errors: [404, 409],
      schema: {
        tags,
        summary: `${summary} (with the version read)`,
        description:
          action === 'send'
            ? `${VERSIONED} The order is checked again as at creation (400 naming the fields, 409 ORDER_REFERENCE_EXISTS).`
            : VERSIONED,
        params: idParams,
        body: preparedOrderVersionSchema,
        response: { 200: preparedOrderSchema },
      },
      write: async (tx, { user, params, body }) => ({
        body: await changeOrderState(tx, user, params.id, action, body.version, ctx.now()),
      }),
    })
  }
}
