import { z } from 'zod';
import { rowId, text } from '../api/fields.ts';
import { page, pageQuery } from './lists.ts';

/** What the audit log records changes to: the `entity_type`s the server's console writes. */
export const auditEntities = ['product', 'size', 'group', 'category', 'subcategory', 'order', 'customer', 'staff', 'invitation', 'store', 'banner'] as const;
export type AuditEntity = (typeof auditEntities)[number];

const day = (message: string) => text(message).regex(/^\d{4}-\d{2}-\d{2}$/, message)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

/**
 * GET /api/console/audit: who (a staff id, or `system` for the command line and the system),
 * what (an entity type, and one of them by id), which action, and Indian days from and to.
 */
export const auditQuery = z.object({
  entity: z.enum(auditEntities, { error: `entity must be one of ${auditEntities.join(', ')}` }).optional(),
  entity_id: rowId('entity_id must be an id').optional(),
  staff_id: z.union([z.literal('system'), rowId('staff_id must be a staff id or system')], { error: 'staff_id must be a staff id or system' }).optional(),
  action: text('action must be an action, like order.accepted').trim().max(60, 'action must be an action, like order.accepted')
    .regex(/^[a-z][a-z0-9_.-]*$/, 'action must be an action, like order.accepted').optional(),
  from: day('from must be a date, YYYY-MM-DD').optional(),
  to: day('to must be a date, YYYY-MM-DD').optional(),
  ...pageQuery,
}).refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'The end date must be on or after the start date.' });
export type AuditQuery = z.infer<typeof auditQuery>;

/** A console page the subject of a change has: a product (also for its sizes), an order, a customer. */
export const auditPage = z.object({ kind: z.enum(['product', 'order', 'customer']), id: z.number() });

/** One change: who (null for the command line or the system), what, and the changed fields before and after. */
export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().nullable(),
  /** The subject in words ("Cotton kurta · size M", "Order #12 · Asha Rao"); null when it is gone. */
  subject: z.string().nullable(),
  /** Where the subject is shown in the console, when it has a page and still exists. */
  page: auditPage.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  job_id: z.number().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/** A page of changes; on the first page, the people who made changes in this shop, for the "who" filter. */
export const auditReply = page(auditRow).extend({
  people: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});
export type AuditReply = z.infer<typeof auditReply>;
