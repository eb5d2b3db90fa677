import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { RoleName } from '@/contract/roles'
import { hasRole } from '@/lib/roles/check'
import { useSession } from '@/offline/session-store'
import { IconLock } from './icons'
import { NoticeView } from './notice-view'

/** What a signed-in user without the area's role meets: a clear notice, never an empty page. */
export function NoAccessView() {
  return (
    <NoticeView icon={<IconLock size={30} />} colour="gray" title={<Trans>No access</Trans>}>
      <Trans>Your account does not include this area. Ask your plant administrator for access.</Trans>
    </NoticeView>
  )
}

/**
 * Renders the page only for users with the role it `needs` (display only: the server answers 403 anyway), so
 * the page's queries never start for a user who would only get refusals.
 */
export function RequireRole({ needs, children }: { needs: RoleName; children: ReactNode }) {
  const { user } = useSession()
  return hasRole(user.roles, needs) ? children : <NoAccessView />
}
