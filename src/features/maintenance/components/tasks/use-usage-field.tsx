import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { TaskUsage, UsageCounter } from '@/contract/maintenance-usage'
import {
  readUsageForm,
  type UsageError,
  usageErrorPlace,
  usageFieldOf,
  usageFormDirty,
  usageFormOf,
} from '../../model/task-usage'

const UsageFieldset = lazy(() => import('./usage-fieldset'))

/**
 * The task form's "Recurs by use" (issue 33) beside its @mantine/form values, as the customer and
 * job are: its own state, read into the multipart `usage` field on submit, the server's
 * `usage.*` errors put back on their counters. The fieldset itself loads on demand.
 */
export function useUsageField(initial: TaskUsage | null) {
  const { t } = useLingui()
  const prefs = useUnitPreferences()
  const start = useMemo(() => usageFormOf(initial, prefs.length), [initial, prefs.length])
  const [value, setValue] = useState(start)
  const [errors, setErrors] = useState<Partial<Record<UsageCounter, UsageError>>>({})
  const [error, setError] = useState<string | null>(null)

  /** The multipart field, or null when a counter is out of range (then shown on it). */
  const read = (): string | null => {
    const result = readUsageForm(value, prefs.length)
    setError(null)
    if (!result.ok) {
      setErrors(result.errors)
      return null
    }
    setErrors({})
    return usageFieldOf(result.value)
  }

  /** True when the server's field error was the usage's (and is now shown). */
  const takeServerError = (field: string): boolean => {
    const place = usageErrorPlace(field)
    if (place === null) return false
    // What the form cannot check itself: the counters are one machine's.
    if (place === 'usage') setError(t`A task that recurs by use has exactly one machine.`)
    else setErrors((e) => ({ ...e, [place]: 'out-of-range' }))
    return true
  }

  const fieldset = (
    <Suspense fallback={null}>
      <UsageFieldset value={value} errors={errors} error={error} prefs={prefs} onChange={setValue} />
    </Suspense>
  )
  return { read, takeServerError, dirty: usageFormDirty(value, start), fieldset }
}
