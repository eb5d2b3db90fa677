import { onlineManager } from '@tanstack/react-query'
import { afterEach, expect, it } from 'vitest'
import { pollingOptions } from './polling'

afterEach(() => onlineManager.setOnline(true))

it('polls only while online and never in the background', () => {
  const options = pollingOptions(60_000)
  expect(options.refetchIntervalInBackground).toBe(false)
  onlineManager.setOnline(true)
  expect(options.refetchInterval()).toBe(60_000)
  onlineManager.setOnline(false)
  expect(options.refetchInterval()).toBe(false)
})
