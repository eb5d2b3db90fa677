/** The /welcome calls identify the user by the mailed token, base64-encoded (spec 002 §7.4). */
export const resetTokenKeys = {
  check: (token: string) => ['reset-token', token] as const,
}
