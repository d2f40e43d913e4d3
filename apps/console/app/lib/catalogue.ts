import { imageUrl } from '@haat/shared/api';
import { formatRupees } from '@haat/shared/rules';
import type { CategoryTree, ConsoleProductStatus } from '@haat/shared/console-api';

/** A product picture as a small square (the spec's 280 × 280 thumbnail); empty for none. */
export function thumbnail(file: string): string {
  return file ? imageUrl(file, '280x280') : '';
}

/** Rupees as shoppers read them, paise kept when there are any ("₹1,299", "₹49.50"). */
export function rupees(amount: number): string {
  return Number.isInteger(amount) ? formatRupees(amount)
    : `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A capped count as the list shows it: "10,000+" once the server stopped counting. */
export function countLabel(total: number, capped: boolean): string {
  return `${total.toLocaleString('en-IN')}${capped ? '+' : ''}`;
}

export const statusLabels: Record<ConsoleProductStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

/** Every category of the tree with its group's name, for selects. */
export function flatCategories(tree: CategoryTree) {
  return tree.groups.flatMap((group) => group.categories.map((category) => ({ ...category, group: group.name })));
}

/** A whole number from a form field, or undefined when empty or not a number. */
export function formNumber(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A text field of a form, trimmed ('' when missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
