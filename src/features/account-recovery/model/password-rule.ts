import { passwordSchema } from '@/contract/session'

/** New password and its repetition: at least 8 characters and equal (spec 002 §5 "Account fields"). */
export function isAcceptablePassword(password: string, repeat: string): boolean {
  return password === repeat && passwordSchema.safeParse(password).success
}
