import { catalogueMessages as m, type ConsoleProduct } from '@haat/shared/console-api';
import type { ProductStatus } from '../../db/schema.ts';
import { writeAudit } from './audit.ts';
import { consoleWrite, nextUpdatedAt, type ConsoleContext } from './console-write.ts';
import { loadConsoleProduct } from './product-read.ts';
import { productForChange } from './products.ts';
import { ConsoleRefusal } from './refusal.ts';

/** The four moves of a product's life: from which states each may start, and where it ends. */
const moves = {
  publish: { from: ['draft', 'archived'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
  archive: { from: ['draft', 'published'], to: 'archived' },
  restore: { from: ['archived'], to: 'draft' },
} as const satisfies Record<string, { from: readonly ProductStatus[]; to: ProductStatus }>;
export type ProductMove = keyof typeof moves;

/** Publishes, unpublishes, archives or restores a product; a product with no size cannot go on sale. */
export async function moveProduct(ctx: ConsoleContext, id: number, move: ProductMove): Promise<ConsoleProduct> {
  const { storeId } = ctx.actor;
  await consoleWrite(ctx, async (trx) => {
    const current = await productForChange(trx, storeId, id);
    const { from, to } = moves[move];
    if (!(from as readonly ProductStatus[]).includes(current.status)) throw new ConsoleRefusal('conflict', m.productStateRefused(current.status, move));
    if (to === 'published') {
      const size = await trx.selectFrom('product_sizes').select('id').where('product_id', '=', id).executeTakeFirst();
      if (!size) throw new ConsoleRefusal('conflict', m.publishIncomplete);
    }
    const at = ctx.now();
    const stamps = to === 'published' ? { published_at: at.toISOString(), archived_at: null }
      : to === 'archived' ? { archived_at: at.toISOString() } : { archived_at: null };
    const moved = await trx.updateTable('products').set({ status: to, ...stamps, updated_at: nextUpdatedAt(current.updated_at, at) })
      .where('id', '=', id).where('status', '=', current.status).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new ConsoleRefusal('conflict', m.productStateRefused(current.status, move));
    await writeAudit(trx, ctx.actor, { action: `product.${move}`, entityType: 'product', entityId: id, before: { status: current.status }, after: { status: to } }, at);
  });
  const product = await loadConsoleProduct(ctx.db, storeId, id);
  if (!product) throw new ConsoleRefusal('not-found', m.productNotFound);
  return product;
}
