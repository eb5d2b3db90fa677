export const homeKeys = {
  all: ['home'] as const,
  retargetings: () => [...homeKeys.all, 'retargetings'] as const,
  plantGlance: () => [...homeKeys.all, 'plant-glance'] as const,
}
