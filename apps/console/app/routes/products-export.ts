import type { Route } from './+types/products-export';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

/** The whole catalogue as a CSV download, streamed on from the console API as it is written. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'productExport');
  const answer = await consoleApi(context).productExport();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(answer.body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="products-${day}.csv"` },
  });
}
