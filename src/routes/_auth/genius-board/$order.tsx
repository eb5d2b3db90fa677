import { createFileRoute } from '@tanstack/react-router'

/** Rendered by the area's layout until the area is built. */
export const Route = createFileRoute('/_auth/genius-board/$order')({})
