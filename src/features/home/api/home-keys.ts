export const homeKeys = {
  all: ['home'] as const,
  plantGlance: () => [...homeKeys.all, 'plant-glance'] as const,
}
