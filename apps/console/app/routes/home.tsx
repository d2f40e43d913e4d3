import { Link, redirect } from 'react-router';
import { can, type ConsoleApi, type ConsoleMe } from '@haat/shared/console-api';
import type { Route } from './+types/home';
import { Icon, type IconName } from '../components/icons.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Home · Haat console' }];
}

interface Card { to: string; label: string; icon: IconName; figure: string | null; about: string }

/** A list's total as the server counts it: capped at 10,000 (decision 021 §2). */
function counted(reply: PromiseSettledResult<{ total: number; total_capped: boolean }>): string | null {
  if (reply.status !== 'fulfilled') return null;
  return `${reply.value.total.toLocaleString('en-IN')}${reply.value.total_capped ? '+' : ''}`;
}

function listed(reply: PromiseSettledResult<readonly unknown[]>): string | null {
  return reply.status === 'fulfilled' ? reply.value.length.toLocaleString('en-IN') : null;
}

function pendingLine(reply: PromiseSettledResult<readonly unknown[]>): string {
  if (reply.status !== 'fulfilled') return 'Members and invitations.';
  const count = reply.value.length;
  return count === 0 ? 'No invitations pending.' : `${count} invitation${count === 1 ? '' : 's'} pending.`;
}

/** The areas the role may open, each with a real count from the API when it can give one. */
async function cardsFor(api: ConsoleApi, me: ConsoleMe): Promise<Card[]> {
  const cards: Card[] = [];
  if (can(me.role, 'productList')) {
    const [published, drafts, low, out] = await Promise.allSettled([
      api.productList({ status: 'published', limit: 1 }), api.productList({ status: 'draft', limit: 1 }),
      api.productList({ stock: 'low', limit: 1 }), api.productList({ stock: 'out', limit: 1 }),
    ]);
    cards.push(
      { to: '/products', label: 'Published products', icon: 'package', figure: counted(published), about: 'On sale in your shop.' },
      { to: '/products?status=draft', label: 'Drafts', icon: 'package', figure: counted(drafts), about: 'Not shown to shoppers yet.' },
      { to: '/low-stock', label: 'Low stock', icon: 'alert', figure: counted(low), about: 'Products with a size at or under your low-stock level.' },
      { to: '/products?stock=out', label: 'Out of stock', icon: 'alert', figure: counted(out), about: 'Products with no size in stock.' },
      { to: '/categories', label: 'Categories', icon: 'folders', figure: null, about: 'Groups, categories and subcategories of your menu.' },
      { to: '/import', label: 'Import', icon: 'upload', figure: null, about: 'Add or update many products from a CSV file.' },
    );
  }
  if (can(me.role, 'staffList')) {
    const [staff, invitations] = await Promise.allSettled([
      api.staffList().then((r) => r.staff), api.invitationList().then((r) => r.invitations.filter((i) => i.state === 'pending')),
    ]);
    cards.push({ to: '/staff', label: 'Staff', icon: 'users', figure: listed(staff), about: pendingLine(invitations) });
  }
  if (can(me.role, 'auditLog')) cards.push({ to: '/audit', label: 'Audit log', icon: 'history', figure: null, about: 'Who changed what, and when.' });
  return cards;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  // A packer's whole console is Orders.
  if (!can(me.role, 'productList')) throw redirect('/orders');
  return { name: me.staff.name, shop: me.store.name, cards: await cardsFor(consoleApi(context), me) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { name, shop, cards } = loaderData;
  return (
    <>
      <PageHeader title={`Hello, ${name}`} description={`Here is ${shop} at a glance.`} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to + card.label}>
            <Link to={card.to} className="group flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500/50 hover:shadow-md sm:p-5">
              <div className="flex items-center justify-between">
                <span className="rounded-lg bg-brand-50 p-2 text-brand-600"><Icon name={card.icon} /></span>
                <Icon name="chevronRight" className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" />
              </div>
              <div>
                <p className="text-sm font-medium text-slate-600">{card.label}</p>
                {card.figure !== null && <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{card.figure}</p>}
              </div>
              <p className="hidden text-sm text-slate-500 sm:block">{card.about}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
