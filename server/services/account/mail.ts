import { HttpError } from '../../http/errors'
import type { Mailer, MailMessage } from '../../lib/mailer'

/** Sends a mail; a failing mail server is a 503 MAIL_NOT_SENT (retryable), not an uncontrolled 500. */
export async function sendOrFail(mailer: Mailer, message: MailMessage, what: string) {
  try {
    await mailer.send(message)
  } catch {
    throw new HttpError(503, 'MAIL_NOT_SENT', `${what} could not be sent, try again later`)
  }
}
