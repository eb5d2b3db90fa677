import { createFileRoute } from '@tanstack/react-router'
import { DisplayScreen } from '@/features/line-display/components/display-screen'

/** The line-side display: public (its token is its access), outside the shell, full screen. */
export const Route = createFileRoute('/display')({
  component: DisplayScreen,
})
