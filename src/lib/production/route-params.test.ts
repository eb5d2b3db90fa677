import { describe, expect, it } from 'vitest'
import {
  parseOrderParams,
  parseOrderRouteParams,
  parseRollParams,
  parseRollRouteParams,
  RouteParamError,
  stringifyOrderParams,
  stringifyRollParams,
} from './route-params'

describe('order route parameters', () => {
  it('accepts integer ids and timestamps', () => {
    const params = parseOrderParams({
      machineHashCode: 'a1b2',
      idOnMachine: '42',
      insertTimestamp: '1700000000',
    })
    expect(params).toEqual({ machineHashCode: 'a1b2', idOnMachine: 42, insertTimestamp: 1700000000 })
    expect(stringifyOrderParams(params)).toEqual({
      machineHashCode: 'a1b2',
      idOnMachine: '42',
      insertTimestamp: '1700000000',
    })
  })

  it('rejects anything that is not a whole number', () => {
    for (const bad of ['abc', '1.5', '', '12x', '99999999999999999']) {
      expect(() =>
        parseOrderParams({ machineHashCode: 'a', idOnMachine: bad, insertTimestamp: '1' }),
      ).toThrow()
      expect(() =>
        parseOrderParams({ machineHashCode: 'a', idOnMachine: '1', insertTimestamp: bad }),
      ).toThrow(RouteParamError)
    }
    expect(() => parseOrderParams({ machineHashCode: '', idOnMachine: '1', insertTimestamp: '1' })).toThrow()
  })

  it('validates the roll number the same way', () => {
    expect(parseRollParams({ number: '3' })).toEqual({ number: 3 })
    expect(() => parseRollParams({ number: 'three' })).toThrow(RouteParamError)
  })

  it('lets the routes mark a malformed address instead of throwing, and rebuild it as written', () => {
    const raw = { machineHashCode: 'abc', idOnMachine: 'x', insertTimestamp: '1' }
    const params = parseOrderRouteParams(raw)
    expect(params.malformed).toEqual({ param: 'idOnMachine', raw })
    expect(params.insertTimestamp).toBe(1)
    expect(stringifyOrderParams(params)).toEqual(raw)
    expect(
      parseOrderRouteParams({ machineHashCode: '', idOnMachine: '1', insertTimestamp: '2' }).malformed?.param,
    ).toBe('machineHashCode')
    expect(parseOrderRouteParams({ machineHashCode: 'a', idOnMachine: '1', insertTimestamp: '2' })).toEqual({
      machineHashCode: 'a',
      idOnMachine: 1,
      insertTimestamp: 2,
    })
  })

  it('marks a bad roll number, and keeps the mark of a bad order above it', () => {
    expect(parseRollRouteParams({ number: '3' })).toEqual({ number: 3 })
    const roll = parseRollRouteParams({ number: 'three' })
    expect(roll.malformed).toEqual({ param: 'number', raw: { number: 'three' } })
    expect(stringifyRollParams(roll)).toEqual({ number: 'three' })
    const order = parseOrderRouteParams({ machineHashCode: 'a', idOnMachine: '1', insertTimestamp: 'y' })
    const both = parseRollRouteParams({ number: '4', malformed: order.malformed })
    expect(both).toEqual({
      number: 4,
      malformed: {
        param: 'insertTimestamp',
        raw: { machineHashCode: 'a', idOnMachine: '1', insertTimestamp: 'y', number: '4' },
      },
    })
  })
})
