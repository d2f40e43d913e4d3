import { z } from 'zod';
import type { createConsoleTransport } from './transport.ts';
import { categoryTreeReply, createdReply } from './categories.ts';
import { auditReply, type AuditQuery } from './audit.ts';

type Transport = ReturnType<typeof createConsoleTransport>;
const done = z.object({ id: z.number() });
const ordered = z.object({ ids: z.array(z.number()) });

/** The console's calls for category groups, categories and subcategories, and the audit log. */
export function categoryCalls({ call }: Transport) {
  return {
    categoryTree: () => call('categoryTree', categoryTreeReply),
    groupCreate: (body: { name: string }) => call('groupCreate', createdReply, { body }),
    groupUpdate: (id: number, body: { name: string }) => call('groupUpdate', done, { params: { id }, body }),
    groupRemove: (id: number) => call('groupRemove', done, { params: { id } }),
    groupOrder: (ids: number[]) => call('groupOrder', ordered, { body: { ids } }),
    categoryCreate: (body: { name: string; group_id: number; url?: string | null }) => call('categoryCreate', createdReply, { body }),
    categoryUpdate: (id: number, body: { name?: string; group_id?: number; url?: string | null }) =>
      call('categoryUpdate', done, { params: { id }, body }),
    categoryRemove: (id: number) => call('categoryRemove', done, { params: { id } }),
    categoryOrder: (groupId: number, ids: number[]) => call('categoryOrder', ordered, { params: { id: groupId }, body: { ids } }),
    subcategoryCreate: (body: { name: string; category_id: number }) => call('subcategoryCreate', createdReply, { body }),
    subcategoryUpdate: (id: number, body: { name?: string; category_id?: number }) => call('subcategoryUpdate', done, { params: { id }, body }),
    subcategoryRemove: (id: number) => call('subcategoryRemove', done, { params: { id } }),
    subcategoryOrder: (categoryId: number, ids: number[]) => call('subcategoryOrder', ordered, { params: { id: categoryId }, body: { ids } }),
    auditLog: (query: AuditQuery = {}) => call('auditLog', auditReply, { query: query as Record<string, string | number | undefined> }),
  };
}
