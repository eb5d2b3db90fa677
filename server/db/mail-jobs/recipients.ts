/**
 * Who gets a report mail: the active users who keep notices by e-mail on (the notification tab's
 * switch, users.notification_email), asked for it with their preference code, accepted the terms,
 * and may see its subject as the portal shows it.
 * - order_pdf: USER_SENDPDFWHENFINISHORDER_YES, ROLE_PRODUCTION_ANALYTICS (the order report's
 *   access) and the order's machine assigned (machine-scope.ts).
 * - maintenance_pdf: USER_SENDPDFMAINTENANCE_YES, the work order's machine assigned (or, for a work
 *   order without a machine, the task's plant), and the manager level, or the operator level when it
 *   is their own work order (spec 001 §6, as visibleEvent reads it).
 * The same conditions choose the recipients when the job is queued and are checked again before it
 * is sent: a user who lost the machine or changed their mind in between gets nothing.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { MailJobKind } from '../schema'

const account = sql`u.is_active and u.has_accepted_tos and u.notification_email`

function orderRecipients(orderId: number, onlyUser?: number): SQL {
  return sql`
    select u.id as user_id, o.id as subject_id
    from production_orders o
    join user_machines um on um.machine_id = o.machine_id
    join users u on u.id = um.user_id
    where o.id = ${orderId} and ${account}
      and 'USER_SENDPDFWHENFINISHORDER_YES' = any(u.user_preferences)
      and 'ROLE_PRODUCTION_ANALYTICS' = any(u.roles)
      ${onlyUser === undefined ? sql`` : sql`and u.id = ${onlyUser}`}`
}

function maintenanceRecipients(eventId: number, onlyUser?: number): SQL {
  return sql`
    select u.id as user_id, e.id as subject_id
    from maintenance_events e
    join maintenance_tasks t on t.id = e.task_id
    join users u on ${account}
      and 'USER_SENDPDFMAINTENANCE_YES' = any(u.user_preferences)
      and (
        'ROLE_MAINTENANCE_ASSISTANCE_MANAGER' = any(u.roles)
        or ('ROLE_MAINTENANCE_ASSISTANCE_OPERATOR' = any(u.roles) and e.operator_user_id = u.id)
      )
    where e.id = ${eventId}
      and (
        (e.machine_id is not null and exists (
          select 1 from user_machines um where um.user_id = u.id and um.machine_id = e.machine_id))
        or (e.machine_id is null and u.plant_id = t.plant_id)
      )
      ${onlyUser === undefined ? sql`` : sql`and u.id = ${onlyUser}`}`
}

/** The (user_id, subject_id) rows of the users who should get this mail (or only `onlyUser`). */
export function recipients(kind: MailJobKind, subjectId: number, onlyUser?: number): SQL {
  return kind === 'order_pdf'
    ? orderRecipients(subjectId, onlyUser)
    : maintenanceRecipients(subjectId, onlyUser)
}
