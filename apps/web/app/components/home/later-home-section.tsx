import type { HomeSection as HomeSectionData } from '@haat/shared/api';
import { useEffect, useRef, useState } from 'react';
import type { CardProduct } from '../product-card/card-product.ts';
import { HomeSectionFrame, SectionGhosts, SectionProducts } from './home-section.tsx';
import { laterSectionProducts } from './later-sections.ts';
import * as m from '../../i18n/m/home.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** How far ahead of the screen a section starts fetching its products, so they are there when it scrolls in. */
const AHEAD = '800px 0px';

/**
 * A home section below the first screen (decision 034): its title and "View all" come with the
 * page, its cards' places are kept at their height, and the products are fetched when the
 * section comes near the screen. Search engines follow "View all" to the listing, which has them.
 */
export function LaterHomeSection({ section, index }: { section: Pick<HomeSectionData, 'id' | 'name'>; index: number }) {
  const locale = useLocale();
  const ref = useRef<HTMLElement>(null);
  const [products, setProducts] = useState<CardProduct[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || products) return;
    let live = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      laterSectionProducts().then(
        (all) => { if (live) setProducts(all.get(section.id) ?? []); },
        () => { if (live) setFailed(true); },
      );
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [section.id, products]);

  return (
    <HomeSectionFrame ref={ref} section={section} index={index}>
      {failed ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-8 text-center text-sm text-red-700">{m.home_products_failed({}, { locale })}</p>
      ) : products ? <SectionProducts products={products} /> : <SectionGhosts />}
    </HomeSectionFrame>
  );
}
