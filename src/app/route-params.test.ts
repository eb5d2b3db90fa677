import { describe, expect, it } from 'vitest'
import { parseOrderParams, parseRollParams, RouteParamError, stringifyOrderParams } from './route-params'

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
})
