import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Keys of the spec's message catalogue (000 §8, 001 §5 and §8, 002 §8) that the client shows as
 * toasts, placeholders and headings. Keys the spec names keep their name (ORDER_CANNOT_SHOW,
 * TOAST_FETCH_FAIL...); the others are named after their meaning.
 */
export const feedbackMessages = {
  // Loading and saving
  TOAST_FETCH_FAIL: msg`Communication error.`,
  TOAST_UPDATE_FAIL: msg`Update failed.`,
  UPDATE_SUCCESS: msg`Changes saved.`,
  CANNOT_CONNECT: msg`Cannot connect to the server.`,
  SERVER_CONNECTION_PROBLEM: msg`Server connection problem, please refresh the page.`,
  OPERATION_NOT_ALLOWED: msg`Operation not allowed.`,
  UNCONTROLLED_ERROR: msg`Uncontrolled error.`,
  DOWNLOAD_ERROR: msg`Error downloading the file.`,
  // Orders and machines
  ORDER_CANNOT_SHOW: msg`This order cannot be shown`,
  ORDER_CONTACT_SUPPORT: msg`If you need help, contact support at {email}.`,
  GO_BACK_HISTORICAL: msg`Back to historical`,
  MACHINE_WITHOUT_ORDER: msg`The machine has no order assigned.`,
  ORDER_REFERENCE_EXISTS: msg`An order with this reference already exists.`,
  NO_DATA: msg`No data`,
  NO_DATA_FILTERS: msg`No data with the selected filters.`,
  // Selections and forms
  MULTIPLE_MACHINE_SELECTION_5: msg`Select at most 5 machines.`,
  MULTIPLE_MACHINE_SELECTION_1: msg`Select only one machine.`,
  SELECTION_TOO_LARGE: msg`The selection is too large.`,
  DATA_SELECTION_INCORRECT: msg`The data selection is not correct.`,
  VALUE_OUT_OF_RANGE: msg`Value out of range.`,
  FIELD_REQUIRED: msg`This field is required.`,
  INVALID_EMAIL: msg`The e-mail format is not correct.`,
  NO_SPECIAL_CHARACTERS: msg`Special characters are not allowed.`,
  FILL_IN_FIELDS: msg`Fill in the fields.`,
  FORM_ERRORS: msg`Form errors, please review the fields.`,
  // Maintenance
  NO_MAINTENANCE_FOUND: msg`No maintenance found.`,
  SELECT_PROVIDER: msg`Select a provider.`,
  SELECT_REASON: msg`Select a reason.`,
  WRONG_DATE_SELECTION: msg`Wrong date selection.`,
  DATE_IN_PAST: msg`The date or time cannot be in the past.`,
  EVENT_DATE_IN_PAST: msg`An event cannot be moved to a past date.`,
  DURATION_REQUIRED: msg`Enter the duration to mark the maintenance as done.`,
  CONFIRM_CHANGES_FIRST: msg`Confirm the pending changes before editing again.`,
  // Documents
  NO_DOCUMENTS_FOUND: msg`No documents found.`,
  DOCS_UNAVAILABLE: msg`Documentation is not available for this machine.`,
  CHAPTER_NOT_FOUND: msg`Chapter not found.`,
  PDF_VIEWER_ERROR: msg`The PDF cannot be displayed.`,
  // Job costing
  PENDING_RECALCULATE: msg`Pending recalculation`,
  EDIT_MACHINE_PRICE_SUCCESS: msg`Machine costs saved.`,
  INKGROUP_CREATED_CORRECT: msg`Prices created.`,
  INKGROUP_EDITED_CORRECT: msg`Prices updated.`,
  PRICE_UPDATED: msg`Price updated.`,
  PERIOD_CREATED: msg`Period created.`,
  WARNING: msg`Warning`,
  HEAVY_CALCULATION_PROCESS_WARNING: msg`Saving these prices recalculates the costs of the affected orders, which may take a while. Do you want to continue?`,
  // Account, configuration and support
  CONFIGURATION_MODIFIED: msg`Configuration modified.`,
  MACHINE_NOT_UPDATED: msg`There was an error while modifying the name of your machine.`,
  PREFERENCES_SAVED: msg`User preferences saved.`,
  PASSWORD_UPDATED: msg`Password updated.`,
  LANGUAGE_CHANGED: msg`Language changed.`,
  API_KEY_DELETED: msg`API key deleted.`,
  API_KEY_CREATION_FAILED: msg`The API key could not be created.`,
  MAIL_NOT_SENT: msg`The e-mail could not be sent.`,
  SUPPORT_MESSAGE_NOT_SENT: msg`The support message could not be sent.`,
} as const satisfies Record<string, MessageDescriptor>

export type FeedbackKey = keyof typeof feedbackMessages

export function feedbackMessage(key: FeedbackKey, i18n: I18n, values?: Record<string, unknown>): string {
  const { id, message } = feedbackMessages[key]
  // Passed by id (not as an object literal, which Lingui's extractor would try to read as a message).
  return i18n._(id, values, { message })
}
