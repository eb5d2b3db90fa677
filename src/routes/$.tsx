import { createFileRoute, redirect } from '@tanstack/react-router'
import { legacyRedirect } from '@/lib/navigation/redirects'

/** /new, /new/* lead to their plain paths; any other unknown path goes to /home. */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    const target = legacyRedirect(
      location.pathname,
      location.searchStr,
      location.hash ? `#${location.hash}` : '',
    )
    throw redirect({ href: target ?? '/home', replace: true })
  },
})
