import { useState } from 'react';
import { detailRows } from './detail-fields.ts';
import * as m from '../../i18n/m/product.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_no_details } from '../../i18n/paraglide/messages/errors_no_details.js';
import { useLocale } from '../../i18n/use-locale.ts';

/** Values longer than this get View More / View Less (spec §9). */
const longValue = 100;

function DetailValue({ value }: { value: string }) {
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  if (value.length <= longValue) return <>{value}</>;
  return (
    <>
      {open ? value : `${value.slice(0, longValue).trimEnd()}…`}{' '}
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="font-semibold text-primary hover:underline">
        {open ? m.product_view_less({}, { locale }) : m.product_view_more({}, { locale })}
      </button>
    </>
  );
}

/** "Profile Details": every further product attribute, as a two-column list. */
export function ProfileDetails({ details }: { details: Array<{ name: string; value: string }> }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="profile-details-heading" className="flex flex-col gap-3">
      <h2 id="profile-details-heading" className="text-base font-bold text-gray-900">{m.product_profile_details({}, { locale })}</h2>
      {details.length === 0 ? (
        <p className="text-sm text-gray-500">{errors_no_details({}, { locale })}</p>
      ) : (
        // One label-and-value pair per row; two pairs side by side where the section is wide. The
        // rows' looks are set once here, not on each of some twenty rows of every product page.
        <dl className="grid overflow-hidden rounded-xl border border-gray-200 bg-white text-sm lg:grid-cols-2 lg:[&>div:nth-child(even)]:border-l *:grid *:grid-cols-[minmax(7rem,38%)_1fr] *:border-b *:border-gray-100 *:bg-white [&_dt]:bg-gray-50 [&_dt]:px-3 [&_dt]:py-2 [&_dt]:font-medium [&_dt]:text-gray-600 [&_dd]:px-3 [&_dd]:py-2 [&_dd]:break-words [&_dd]:text-gray-900">
          {detailRows(details, locale).map(({ name, label, value }) => (
            <div key={name}>
              <dt>{label}</dt>
              <dd>
                <DetailValue value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
