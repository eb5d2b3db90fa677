import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '@/features/session/components/login-page'
import { afterLoginTarget } from '@/lib/navigation/redirects'
import { tolerantSearch } from '@/lib/navigation/tolerant-search'
import { getSessionState } from '@/offline/session-store'

/** notice: a message to show after recovery, a password change, or a reset link that no longer works. */
export const loginNotices = ['recovery-sent', 'password-changed', 'reset-link-invalid'] as const
export type LoginNotice = (typeof loginNotices)[number]

interface LoginSearch {
  redirectTo?: string
  notice?: LoginNotice
}

const isNotice = (value: unknown): value is LoginNotice => loginNotices.includes(value as LoginNotice)

/** Both keys, undefined when bad (see src/lib/navigation/tolerant-search.ts). */
const parseLoginSearch = tolerantSearch(
  (search: Record<string, unknown>): LoginSearch => ({
    redirectTo: typeof search.redirectTo === 'string' ? search.redirectTo : undefined,
    notice: isNotice(search.notice) ? search.notice : undefined,
  }),
)

export const Route = createFileRoute('/login')({
  // The router lays this over the raw search, where a left-out key would keep its raw value
  // (?redirectTo=5 arrives as a number).
  validateSearch: parseLoginSearch,
  beforeLoad: ({ search }) => {
    if (getSessionState().status === 'signed-in') {
      throw redirect({ href: afterLoginTarget(search.redirectTo, window.location.hash), replace: true })
    }
  },
  component: LoginPage,
})
