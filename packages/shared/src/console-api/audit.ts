import { z } from 'zod';
import { rowId, text } from '../api/fields.ts';
import { page, pageQuery } from './lists.ts';

export const auditQuery = z.object({
  entity: text().trim().max(40).optional(),
  entity_id: rowId('entity_id must be an id').optional(),
  staff_id: rowId('staff_id must be a staff id').optional(),
  ...pageQuery,
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** One change: who (null for the command line or the system), what, and the changed fields before and after. */
export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  job_id: z.number().nullable(),
});
export const auditReply = page(auditRow);
export type AuditReply = z.infer<typeof auditReply>;
