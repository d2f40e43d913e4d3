import type { HomeSection as HomeSectionData } from '@haat/shared/api';
import { messages, truncateTitle } from '@haat/shared/rules';
import type { ReactNode, Ref } from 'react';
import { CardGhost } from '../product-card/card-ghost.tsx';
import { readCards, type CardProduct, type PackedCards } from '../product-card/card-product.ts';
import { ProductCard } from '../product-card/product-card.tsx';
import { sectionHeadingClass } from './section-heading.ts';
import * as m from '../../i18n/m/home.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

/** Spec §9: "Home shows at most 6 products per header". */
export const SECTION_PRODUCTS = 6;

/**
 * A home section as the page carries it: its products as packed cards (card-product.ts), one
 * text for React Router to encode instead of some 200 values.
 */
export interface HomeSectionView {
  id: number;
  name: string;
  products: PackedCards;
}

interface SectionFrameProps {
  section: Pick<HomeSectionData, 'id' | 'name'>;
  index: number;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * One header group of the home page: title and "View all" around its products (2, 3 or 6
 * columns). Phones get a TRENDING / FEATURED label above it and a title cut at 40 characters.
 */
export function HomeSectionFrame({ section, index, children, ref }: SectionFrameProps) {
  const locale = useLocale();
  const headingId = `home-section-${section.id}`;
  const trending = index % 2 === 0;
  const phoneTitle = truncateTitle(section.name);
  return (
    <section ref={ref} aria-labelledby={headingId} data-testid="home-section">
      {/* Its look and icon are home-section.css's. */}
      <p className={trending ? 'hs-label' : 'hs-label hs-featured'}>
        {trending ? m.home_trending({}, { locale }) : m.home_featured({}, { locale })}
      </p>
      <div className="mb-3 flex items-end justify-between gap-3 md:mb-5">
        <h2 id={headingId} className={sectionHeadingClass}>
          {/* Phones show the title cut at 40 characters; most titles are shorter, and written once. */}
          {phoneTitle === section.name ? section.name : (
            <>
              <span className="md:hidden">{phoneTitle}</span>
              <span className="max-md:hidden">{section.name}</span>
            </>
          )}
        </h2>
        <PlainLink href={`/products-section2/${section.id}`} aria-label={m.home_view_all_of({ name: section.name }, { locale })} className="hs-all">
          {m.home_view_all({}, { locale })}
        </PlainLink>
      </div>
      {children}
    </section>
  );
}

const gridClass = 'grid grid-cols-2 gap-2.5 md:grid-cols-3 md:gap-4 lg:grid-cols-6';

/** Up to 6 product cards, or the words for a group without products. */
export function SectionProducts({ products }: { products: CardProduct[] }) {
  if (products.length === 0) {
    return <p className="rounded-xl bg-gray-50 px-4 py-8 text-center text-sm text-gray-500">{messages.noCategoryProducts}</p>;
  }
  return (
    <ul className={gridClass}>
      {products.slice(0, SECTION_PRODUCTS).map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/** The places of 6 cards, for a section whose products have not arrived. */
export function SectionGhosts() {
  return (
    <ul className={gridClass} aria-busy="true">
      {Array.from({ length: SECTION_PRODUCTS }, (_, i) => <CardGhost key={i} as="li" />)}
    </ul>
  );
}

/** A section whose products came with the page. */
export function HomeSection({ section, index }: { section: HomeSectionView; index: number }) {
  return (
    <HomeSectionFrame section={section} index={index}>
      <SectionProducts products={readCards(section.products)} />
    </HomeSectionFrame>
  );
}
