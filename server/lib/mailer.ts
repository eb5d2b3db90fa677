/**
 * Outgoing mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail (and logged), so a demo or a test can read the recovery link without a mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  /** Files sent with the mail (the report PDFs of server/services/mail-queue/). */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export function createMailer(options: {
  smtpUrl?: string
  from: string
  mailDir: string
  log: (msg: string) => void
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(m) {
        await transport.sendMail({
          from: options.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          attachments: m.attachments,
        })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(m) {
      const info = await transport.sendMail({
        from: options.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        attachments: m.attachments,
      })
      await mkdir(options.mailDir, { recursive: true })
      const file = path.join(options.mailDir, `${Date.now()}-${m.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`)
      await writeFile(file, info.message as Buffer)
      options.log(`mail to ${m.to} written to ${file}`)
    },
  }
}
