import { Mail, Smartphone } from '../icons.tsx';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Channel } from '../../lib/auth-verification.ts';
import { useHydrated } from '../use-hydrated.ts';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';

const tabs: Array<{ channel: Channel; label: typeof m.auth_tab_email; icon: typeof Mail }> = [
  { channel: 'email', label: m.auth_tab_email, icon: Mail },
  { channel: 'phone', label: m.auth_tab_phone, icon: Smartphone },
];

export const tabId = (channel: Channel) => `verify-tab-${channel}`;
export const panelId = 'verify-panel';

/**
 * The E-mail / Phone tabs of the sign-up card. Each tab is a link to `?channel=…`, so the choice
 * lives in the URL and works before the page's script runs; once it runs, the arrow keys move
 * between the tabs as the ARIA tabs pattern expects.
 */
export function ChannelTabs({ current }: { current: Channel }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const locale = useLocale();
  const links = useRef<Partial<Record<Channel, HTMLAnchorElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const other: Channel = event.key === 'Home' ? 'email' : event.key === 'End' ? 'phone' : current === 'email' ? 'phone' : 'email';
    links.current[other]?.focus();
    void navigate(`?channel=${other}`, { replace: true, preventScrollReset: true });
  }

  return (
    <div role="tablist" aria-label={m.auth_tabs_label({}, { locale })} className="mb-6 grid grid-cols-2 gap-1 rounded-full bg-gray-100 p-1">
      {tabs.map(({ channel, label, icon: Icon }) => {
        const selected = channel === current;
        return (
          <Link
            key={channel}
            ref={(element) => { links.current[channel] = element; }}
            to={`?channel=${channel}`}
            replace
            preventScrollReset
            role="tab"
            id={tabId(channel)}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            // Roving focus once the arrow keys work; before that every tab stays reachable by Tab.
            tabIndex={hydrated && !selected ? -1 : 0}
            onKeyDown={onKeyDown}
            className={`flex h-10 items-center justify-center gap-2 rounded-full text-sm font-bold transition ${
              selected ? 'bg-white text-primary shadow-sm ring-1 ring-black/5' : 'text-gray-600 hover:text-gray-900'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            {label({}, { locale })}
          </Link>
        );
      })}
    </div>
  );
}
