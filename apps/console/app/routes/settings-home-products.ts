import type { Route } from './+types/settings-home-products';
import { consoleApi } from '../lib/console-api-context.server.ts';

/** Products matching what the home sections' picker typed: the first 8, any status (the screen marks drafts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  if (q === '') return { products: [] };
  const { items } = await consoleApi(context).productList({ q, limit: 8 });
  return { products: items.map(({ id, name, image, status }) => ({ id, name, image, status })) };
}
