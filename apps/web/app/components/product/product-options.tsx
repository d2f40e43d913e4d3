import type { Product } from '@haat/shared/api';
import { ColourSelect } from './colour-select.tsx';
import { QuantityInput } from './quantity-input.tsx';
import { SizePicker } from './size-picker.tsx';
import type { ProductPurchase } from './use-product-purchase.ts';

/** Size, quantity and colour: the choices a shopper makes before buying. */
export function ProductOptions({ product, purchase }: { product: Product; purchase: ProductPurchase }) {
  // Spec: the quantity input appears once a size is chosen; a product without sizes needs no choice first.
  const showQuantity = (!purchase.hasSizes || purchase.size !== null) && purchase.sizeStock > 0;
  return (
    <div className="flex flex-col gap-6">
      {purchase.hasSizes && (
        <SizePicker sizes={product.sizes} selected={purchase.size} onSelect={purchase.chooseSize} invalid={purchase.missing === 'size'} />
      )}
      {showQuantity && (
        // Keyed by size so a half-typed quantity does not survive a size change (which resets it to 1).
        <QuantityInput key={purchase.size ?? ''} units={purchase.units} stock={purchase.sizeStock} onChange={purchase.setUnits} />
      )}
      {product.colors.length > 0 && (
        <ColourSelect colors={product.colors} value={purchase.color} onChange={purchase.chooseColor} invalid={purchase.missing === 'colour'} />
      )}
    </div>
  );
}
