/** Query keys of the line-side display links managed from plant control. */
export const displayKeys = {
  all: ['displays'] as const,
  list: () => [...displayKeys.all, 'list'] as const,
}
