import { useMemo } from 'react'
import { type UnitPreferences, unitPreferencesFrom } from '@/lib/format/unit-preferences'
import { useSession } from '@/offline/session-store'

/** The signed-in user's units and separators (spec 000 §3.1), for every production screen. */
export function useUnitPreferences(): UnitPreferences {
  const { user } = useSession()
  return useMemo(() => unitPreferencesFrom(user.preferences), [user.preferences])
}
