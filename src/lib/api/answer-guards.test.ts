/**
 * The zod-free guards of the first screens (lib/api/answer-shape.ts) against the zod schemas the
 * server validates the same answers with: answers generated from each schema pass their guard
 * unchanged, and the same answers broken at one place (a field removed, a value of another type,
 * null) are refused exactly when the schema refuses them. Fixed seeds: the runs are the same
 * every time.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { notificationsResponseSchema, retargetingSchema } from '@/contract/account'
import { historicResponseSchema } from '@/contract/historic'
import {
  namedEntityListSchema,
  plantControlMachineListSchema,
  plantMachineListSchema,
} from '@/contract/plant'
import { sessionSchema } from '@/contract/session'
import { isHistoricResponse } from '@/features/historical/model/historic-answer'
import { isNotificationsAnswer } from '@/features/notifications/model/notifications-answer'
import { isSessionAnswer } from '@/features/session/model/session-answer'
import { expectShape } from '@/lib/api/guards'
import { isNamedEntityList, isPlantControlMachineList, isPlantMachineList } from '@/lib/production/answers'
import { isRetargeting, isRetargetingList } from '@/lib/promotions/retargeting-answer'
import { type JsonSchema, validSchemaArbitrary } from '../../../tests/server/fuzz/schema-arbitrary'

type Guard = (value: unknown) => boolean

const guards: [name: string, guard: Guard, schema: z.ZodType][] = [
  ['isHistoricResponse (POST /order/historic)', isHistoricResponse, historicResponseSchema],
  [
    'isPlantControlMachineList (GET /plant-control/machines, plant control and home)',
    isPlantControlMachineList,
    plantControlMachineListSchema,
  ],
  ['isPlantMachineList (GET /machines_plant)', isPlantMachineList, plantMachineListSchema],
  ['isNamedEntityList (GET /customers_plant, /operators_plant)', isNamedEntityList, namedEntityListSchema],
  ['isNotificationsAnswer (POST /user_notifications/)', isNotificationsAnswer, notificationsResponseSchema],
  ['isSessionAnswer (POST /verify-token)', isSessionAnswer, sessionSchema],
  ['isRetargeting (PUT /user-retargetings/:id)', isRetargeting, retargetingSchema],
  ['isRetargetingList (GET /user-retargetings)', isRetargetingList, z.array(retargetingSchema)],
]

const SEED = 2804
const RUNS = 60

const answers = (schema: z.ZodType) => validSchemaArbitrary(z.toJSONSchema(schema) as JsonSchema)

type Path = (string | number)[]

/** Every place in a JSON value: the keys of its objects and the indexes of its arrays, at any depth. */
function places(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...path, i], ...places(item, [...path, i])])
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...places(item, [...path, key])])
}

/** Values of every JSON kind, and a fraction where an integer belongs, to put in another's place. */
const strangers: unknown[] = [null, 'zz-not-listed', 1.5, 7, true, {}, []]

/** A copy of the answer with the value at `path` removed (an object's field) or replaced. */
function broken(answer: unknown, path: Path, stranger: unknown | 'remove'): unknown {
  const copy = structuredClone(answer)
  let parent = copy as Record<string | number, unknown>
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>
  const last = path[path.length - 1]
  if (stranger === 'remove' && !Array.isArray(parent)) delete parent[last]
  else parent[last] = stranger === 'remove' ? null : stranger
  return copy
}

const withBreak = (schema: z.ZodType) =>
  answers(schema)
    .filter((answer) => places(answer).length > 0)
    .chain((answer) =>
      fc.record({
        answer: fc.constant(answer),
        path: fc.constantFrom(...places(answer)),
        stranger: fc.constantFrom<unknown>('remove', ...strangers),
      }),
    )

describe.each(guards)('%s', (_name, guard, schema) => {
  it('accepts the answers its schema describes, and hands them back unchanged', () => {
    fc.assert(
      fc.property(answers(schema), (answer) => {
        const parsed = schema.safeParse(answer)
        // The generator's own check: what it makes must be a valid answer.
        expect(parsed.error).toBeUndefined()
        expect(guard(answer)).toBe(true)
        expect(expectShape(structuredClone(answer), guard as never, 'the answer')).toEqual(parsed.data)
      }),
      { seed: SEED, numRuns: RUNS },
    )
  })

  it('refuses an answer broken at one place exactly when the schema does', () => {
    let refused = 0
    fc.assert(
      fc.property(withBreak(schema), ({ answer, path, stranger }) => {
        const value = broken(answer, path, stranger)
        const valid = schema.safeParse(value).success
        if (!valid) refused++
        expect({ path, stranger, accepted: guard(value) }).toEqual({ path, stranger, accepted: valid })
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    )
    // Most breaks break: the property above is not met by accepting everything.
    expect(refused).toBeGreaterThan(RUNS)
  })

  it('refuses what is not an answer at all', () => {
    for (const value of [undefined, null, 'text', 3, true]) expect(guard(value)).toBe(false)
  })
})
