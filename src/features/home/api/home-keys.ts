export const homeKeys = {
  all: ['home'] as const,
  retargetings: () => [...homeKeys.all, 'retargetings'] as const,
}
