/**
 * Support (SAT) messages: stored with their photos. The bytes go to the storage backend first and
 * the rows (stored_files + support_attachments) in the request's transaction; a rolled-back
 * transaction can leave an orphan file, never a row pointing at nothing.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { SupportMessage, SupportMessageRequest } from '../../../src/contract/account'
import type { DbOrTx } from '../../db/client'
import { machines, storedFiles, supportAttachments, supportMessages, users } from '../../db/schema'
import type { Mailer } from '../../lib/mailer'
import type { FileStorage } from '../../lib/storage'
import { sendOrFail } from './mail'

export interface UploadedFile {
  fileName: string
  mimeType: string
  data: Buffer
}

type MessageRow = typeof supportMessages.$inferSelect

async function withAttachments(db: DbOrTx, rows: MessageRow[]): Promise<SupportMessage[]> {
  const ids = rows.map((r) => r.id)
  const files = ids.length
    ? await db
        .select({ messageId: supportAttachments.messageId, file: storedFiles })
        .from(supportAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, supportAttachments.fileId))
        .where(inArray(supportAttachments.messageId, ids))
        .orderBy(supportAttachments.id)
    : []
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    message: r.body,
    machineId: r.machineId,
    createdAt: r.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.messageId === r.id)
      .map(({ file }) => ({
        id: file.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.size,
      })),
  }))
}

export async function createSupportMessage(
  db: DbOrTx,
  storage: FileStorage,
  userId: number,
  input: SupportMessageRequest,
  files: readonly UploadedFile[],
  now: Date,
): Promise<SupportMessage> {
  const [message] = await db
    .insert(supportMessages)
    .values({
      userId,
      subject: input.subject,
      body: input.message,
      machineId: input.machineId ?? null,
      createdAt: now,
    })
    .returning()
  for (const f of files) {
    const stored = await storage.put(f.data)
    const [file] = await db
      .insert(storedFiles)
      .values({
        ownerUserId: userId,
        fileName: f.fileName,
        mimeType: f.mimeType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.storageKey,
      })
      .returning({ id: storedFiles.id })
    await db.insert(supportAttachments).values({ messageId: message.id, fileId: file.id })
  }
  const [built] = await withAttachments(db, [message])
  return built
}

export async function listSupportMessages(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(200)
  return withAttachments(db, rows)
}

/** An attachment of one of the user's own messages, or null. */
export async function findOwnAttachment(db: DbOrTx, userId: number, fileId: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .innerJoin(storedFiles, eq(storedFiles.id, supportAttachments.fileId))
    .where(and(eq(supportAttachments.fileId, fileId), eq(supportMessages.userId, userId)))
    .limit(1)
  return row?.file ?? null
}

/**
 * Forwards a stored message to the technical-assistance mailbox. It runs inside the request's
 * transaction: if the mail cannot be sent, nothing is stored and the client is told (the outbox
 * retries), rather than keeping a message nobody was told about.
 */
export async function forwardSupportMessage(
  db: DbOrTx,
  mailer: Mailer,
  to: string,
  userId: number,
  message: SupportMessage,
  publicUrl: string,
) {
  const [author] = await db.select().from(users).where(eq(users.id, userId))
  const [machine] = message.machineId
    ? await db.select().from(machines).where(eq(machines.id, message.machineId))
    : []
  const lines = [
    `From: ${author.displayName} <${author.email}>`,
    machine ? `Machine: ${machine.name} (serial ${machine.serialNumber})` : 'Machine: not given',
    `Sent: ${message.createdAt}`,
    '',
    message.message,
  ]
  if (message.attachments.length) {
    lines.push('', `Photos (${message.attachments.length}), kept in the portal:`)
    for (const a of message.attachments) lines.push(`- ${a.fileName} (${a.mimeType}, ${a.size} bytes)`)
  }
  lines.push('', `Portal: ${publicUrl}`)
  await sendOrFail(
    mailer,
    { to, subject: `[SAT #${message.id}] ${message.subject}`, text: lines.join('\n') },
    'The support message',
  )
}
