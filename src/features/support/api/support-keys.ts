/** Query keys of the support messages (technical assistance). */
export const supportKeys = {
  all: ['support'] as const,
  sent: () => [...supportKeys.all, 'sent'] as const,
}
