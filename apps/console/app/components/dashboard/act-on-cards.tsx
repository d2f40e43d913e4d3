import { Link } from 'react-router';
import type { DashboardReply } from '@haat/shared/console-api';
import { actOnCards } from '../../lib/dashboard.ts';
import { Icon, type IconName } from '../icons.tsx';

type CardKey = (typeof actOnCards)[number]['key'];

const icons: Record<CardKey, IconName> = { to_accept: 'check', to_pack: 'package', to_ship: 'truck', returns: 'history' };

interface Tone { card: string; label: string; badge: string; figure: string; hint: string }

const quiet: Tone = {
  card: 'border-slate-200 bg-white hover:border-brand-500/50', label: 'text-slate-700', badge: 'bg-slate-100 text-slate-500', figure: 'text-slate-900', hint: 'text-slate-500',
};

// New orders wait on the shop (amber: the shopper is waiting for an answer); packing and
// shipping are the day's work (indigo); a quiet card is done for now. Returns are news, not work.
const busy: Partial<Record<CardKey, Tone>> = {
  to_accept: { card: 'border-amber-300 bg-amber-50 hover:border-amber-400', label: 'text-amber-900', badge: 'bg-amber-100 text-amber-800', figure: 'text-amber-950', hint: 'text-amber-900' },
  to_pack: { card: 'border-brand-100 bg-brand-50 hover:border-brand-500/50', label: 'text-brand-700', badge: 'bg-brand-100 text-brand-700', figure: 'text-slate-900', hint: 'text-slate-600' },
  to_ship: { card: 'border-brand-100 bg-brand-50 hover:border-brand-500/50', label: 'text-brand-700', badge: 'bg-brand-100 text-brand-700', figure: 'text-slate-900', hint: 'text-slate-600' },
};

/** The orders waiting for the shop as big cards a thumb can hit, each opening its tab of the order list. */
export function ActOnCards({ counts }: { counts: DashboardReply['to_act_on'] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Orders to act on">
      {actOnCards.map((card) => {
        const count = counts[card.key];
        const tone = (count > 0 && busy[card.key]) || quiet;
        return (
          <li key={card.key}>
            <Link
              to={`/orders?state=${card.tab}`}
              data-testid={`act-${card.key}`}
              className={`group flex h-full min-h-28 flex-col justify-between gap-2 rounded-xl border p-4 shadow-sm transition hover:shadow-md ${tone.card}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className={`text-sm font-semibold ${tone.label}`}>{card.label}</span>
                <span className={`rounded-lg p-1.5 ${tone.badge}`}><Icon name={icons[card.key]} className="size-4" /></span>
              </div>
              <p className={`text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl ${tone.figure}`}>{count.toLocaleString('en-IN')}</p>
              <p className={`flex items-center justify-between gap-1 text-xs ${tone.hint}`}>
                <span>{card.hint(count)}</span>
                <Icon name="chevronRight" className="size-4 shrink-0 transition group-hover:translate-x-0.5" />
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
