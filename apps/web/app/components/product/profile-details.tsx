import { messages } from '@haat/shared/rules';
import { useState } from 'react';

/** Values longer than this get View More / View Less (spec §9). */
const longValue = 100;

/** Headings for the spec's wire field names; attributes such as "Sleeve Length" are already readable. */
const wireLabels: Record<string, string> = {
  ASIN: 'Product Code', subcategoryid: 'Subcategory Id', rating_count: 'Rating Count', ratings: 'Rating',
  badge1: 'Highlight', color: 'Colour',
};

function fieldLabel(name: string): string {
  const known = wireLabels[name];
  if (known) return known;
  const spaced = name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function DetailValue({ value }: { value: string }) {
  const [open, setOpen] = useState(false);
  if (value.length <= longValue) return <>{value}</>;
  return (
    <>
      {open ? value : `${value.slice(0, longValue).trimEnd()}…`}{' '}
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="font-semibold text-primary hover:underline">
        {open ? 'View Less' : 'View More'}
      </button>
    </>
  );
}

/** "Profile Details": every further product attribute, as a two-column list. */
export function ProfileDetails({ details }: { details: Array<{ name: string; value: string }> }) {
  return (
    <section aria-labelledby="profile-details-heading" className="flex flex-col gap-3">
      <h2 id="profile-details-heading" className="text-base font-bold text-gray-900">Profile Details</h2>
      {details.length === 0 ? (
        <p className="text-sm text-gray-500">{messages.noDetails}</p>
      ) : (
        <dl className="grid grid-cols-[minmax(7rem,38%)_1fr] overflow-hidden rounded-xl border border-gray-200 text-sm">
          {details.map(({ name, value }) => (
            <div key={name} className="contents [&:nth-child(odd)>*]:bg-gray-50">
              <dt className="border-b border-gray-100 px-3 py-2 font-medium text-gray-500">{fieldLabel(name)}</dt>
              <dd className="border-b border-gray-100 px-3 py-2 break-words text-gray-900">
                <DetailValue value={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
