import { AddToCartButton, BuyNowButton } from './purchase-buttons.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';

/** Phones: Add to Cart and Buy Now always at hand in a bar fixed to the bottom of the screen. */
export function MobileBuyBar({ purchase, soldOut }: { purchase: ProductPurchase; soldOut: boolean }) {
  return (
    <div
      data-testid="mobile-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2.5 border-t border-gray-200 bg-white/95 px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <AddToCartButton purchase={purchase} soldOut={soldOut} className="flex-1" />
      <BuyNowButton purchase={purchase} soldOut={soldOut} className="flex-1" />
    </div>
  );
}
