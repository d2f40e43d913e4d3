import type { ProductSummary } from '@haat/shared/api';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { CardGhost } from '../app/components/product-card/card-ghost.tsx';
import { ProductCard } from '../app/components/product-card/product-card.tsx';
import { ShopStateProvider } from '../app/state/shop-state.tsx';

// A product card's server markup: what shoppers, browser tests and screen readers rely on, in
// the short named classes of product-card.css (decision 034).

const kurta: ProductSummary = {
  id: 7, asin: 'B0KURTA', name: 'Maroon Cotton Kurta', image: 'k.webp', images: ['k.webp', 'k2.webp'], categoryId: 2,
  category: 'Kurtas & Suits', subcategoryId: 5, subcategory: 'Anarkali', rating: 4, badge: '', sizes: [], colors: ['Maroon'],
  originalPrice: 1599, discountPrice: 769, deliveryCharge: 40, stock: 7,
};

function render(element: ReturnType<typeof createElement>, wishlist: number[] = []): string {
  const props = { initialCart: [], cartSource: 'guest', cartNotice: null, initialWishlist: wishlist } as Omit<ComponentProps<typeof ShopStateProvider>, 'children'>;
  const state = createElement(ShopStateProvider, props as ComponentProps<typeof ShopStateProvider>, element);
  return renderToStaticMarkup(createElement(MemoryRouter, null, state));
}

it('keeps the card\'s names, links, prices and buttons', () => {
  const html = render(createElement(ProductCard, { product: kurta, className: 'w-full' }));
  expect(html).toContain('<article data-testid="product-card" class="pc w-full">');
  expect(html).toContain('href="/product/B0KURTA"');
  expect(html).toContain('<a href="/products-section2/2" class="pc-cat" data-discover="true">Kurtas &amp; Suits</a>');
  expect(html).toContain('<span data-price="769">₹769</span>');
  expect(html).toContain('<s><span class="sr-only">Original price </span>₹1,599</s>');
  expect(html).toContain('aria-label="Add to Cart: Maroon Cotton Kurta"');
  expect(html).toContain('aria-label="Add Maroon Cotton Kurta to wishlist"');
  expect(html).toContain('<span class="pc-off">52% OFF</span>');
  expect(html).toContain('<span class="pc-rate">4.0<span class="sr-only">out of 5 stars</span></span>');
  // No utility lists (a card was 2.7 kB of markup), and the icons are the classes' masks.
  expect(html).not.toMatch(/class="[^"]*\s[^"]*\s[^"]*\s[^"]*"/);
  expect(html).not.toContain('<svg');
  expect(html.length).toBeLessThan(1250);
});

it('shows a wishlisted product\'s heart pressed', () => {
  const html = render(createElement(ProductCard, { product: kurta }), [7]);
  expect(html).toContain('aria-pressed="true" aria-label="Remove Maroon Cotton Kurta from wishlist" class="pc-heart"></button>');
});

it('keeps a card\'s place in one element hidden from screen readers, a list item in a list', () => {
  // Its picture and body are drawn by product-card.css: home writes 36 places.
  expect(renderToStaticMarkup(createElement(CardGhost, { className: 'w-full' }))).toBe('<div aria-hidden="true" class="pc pc-ghost w-full"></div>');
  expect(renderToStaticMarkup(createElement(CardGhost, { as: 'li' }))).toBe('<li aria-hidden="true" class="pc pc-ghost"></li>');
});
