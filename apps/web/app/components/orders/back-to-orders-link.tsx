import { Link } from 'react-router';
import { ArrowLeft } from '../icons.tsx';

/** "← My Orders", above the title of a page about one order or one of its items. */
export function BackToOrdersLink() {
  return (
    <Link to="/your-orders" className="inline-flex items-center gap-1.5 text-sm font-semibold text-gray-600 hover:text-primary">
      <ArrowLeft className="size-4" aria-hidden /> My Orders
    </Link>
  );
}
