import { ArrowLeft, Sparkles } from '../components/icons.tsx';
import { Link, useLocation } from 'react-router';

/** Placeholder for pages that later issues build; says plainly that the page is coming. */
export default function ComingSoon() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-5 py-14 text-center">
      <span className="mb-6 flex size-20 items-center justify-center rounded-3xl bg-gradient-to-br from-primary to-accent text-white shadow-lg">
        <Sparkles className="size-9" aria-hidden />
      </span>
      <h1 className="text-2xl font-extrabold text-gray-900 md:text-3xl">This page is on its way</h1>
      <p className="mt-2 text-gray-600">
        <code className="rounded-md bg-gray-100 px-1.5 py-0.5 text-sm text-gray-800">{pathname}</code> is part of the shop but not built yet.
      </p>
      <Link to="/" className="mt-7 inline-flex items-center gap-2 rounded-full bg-primary px-7 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110">
        <ArrowLeft className="size-4" aria-hidden /> Continue Shopping
      </Link>
    </section>
  );
}
