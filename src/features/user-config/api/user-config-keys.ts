export const userConfigKeys = {
  all: ['user-config'] as const,
  languages: () => [...userConfigKeys.all, 'languages'] as const,
  apiKeys: () => [...userConfigKeys.all, 'api-keys'] as const,
}
