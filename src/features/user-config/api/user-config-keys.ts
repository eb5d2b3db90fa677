export const userConfigKeys = {
  all: ['user-config'] as const,
  languages: () => [...userConfigKeys.all, 'languages'] as const,
}
