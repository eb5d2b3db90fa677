import { createFileRoute } from '@tanstack/react-router'

/** Rendered by the layout until operation analytics is built. */
export const Route = createFileRoute(
  '/_auth/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/',
)({})
