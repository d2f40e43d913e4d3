/** The look of a text box, without its width (the verification card's country code shares it). */
export const inputBoxClass =
  'h-12 rounded-xl border border-gray-300 bg-white px-4 text-[15px] text-gray-900 shadow-xs transition placeholder:text-gray-400 hover:border-gray-400 focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-hidden! aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15';
export const inputClass = `w-full ${inputBoxClass}`;

/** The classes of each part of a field, in one of its two sizes. */
export interface FieldLook {
  label: string;
  input: string;
  /** Room kept at the box's right end for a button inside it. */
  inputBesideTrailing: string;
  trailing: string;
  toggle: string;
  toggleIcon: string;
  errorList: string;
  errorItem: string;
  hint: string;
}

/** The sign-in pages' and address form's fields: tall boxes, easy to tap. */
const regular: FieldLook = {
  label: 'mb-1.5 block text-sm font-semibold text-gray-800',
  input: inputClass,
  inputBesideTrailing: 'pr-12',
  trailing: 'absolute right-1.5 flex h-full items-center',
  toggle: 'flex size-9 items-center justify-center rounded-lg text-gray-500 transition hover:bg-gray-100 hover:text-gray-800',
  toggleIcon: 'size-5',
  errorList: 'mt-1.5 space-y-1',
  errorItem: 'flex items-start gap-1.5 text-[13px] leading-snug text-red-600',
  hint: 'mt-1.5 text-[13px] leading-snug text-gray-500',
};

/** The Edit Profile modal's fields: smaller, so six of them fit a phone screen with little scrolling. */
const compact: FieldLook = {
  label: 'mb-1 block text-sm font-semibold text-gray-800',
  input:
    'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm text-gray-900 shadow-xs transition outline-none placeholder:text-gray-400 focus:border-primary focus:ring-2 focus:ring-primary/25 aria-invalid:border-red-500 aria-invalid:ring-red-200',
  inputBesideTrailing: 'pr-11',
  trailing: 'absolute inset-y-0 right-0 flex',
  toggle: 'flex w-11 items-center justify-center rounded-r-lg text-gray-400 hover:text-gray-700',
  toggleIcon: 'size-4',
  errorList: 'mt-1 space-y-1',
  errorItem: 'flex items-start gap-1 text-xs font-medium text-red-600',
  hint: 'mt-1 text-xs text-gray-500',
};

export const fieldLook = (isCompact = false): FieldLook => (isCompact ? compact : regular);
