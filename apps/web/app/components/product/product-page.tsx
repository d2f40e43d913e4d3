import type { Product } from '@haat/shared/api';
import { percentOff, showsPercentOff, toRecentlyViewedEntry } from '@haat/shared/rules';
import { useEffect, useEffectEvent } from 'react';
import { useShopState } from '../../state/shop-state.tsx';
import { productSharePath } from '../share/share-path.ts';
import { KeptMarkup, keptMarkupName } from '../kept-markup.tsx';
import { BuyBox } from './buy-box.tsx';
import { CheckDelivery } from './check-delivery.tsx';
import { MobileBuyBar } from './mobile-buy-bar.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { LaterSimilarProducts, PriceBlock, ProductBreadcrumbs, ProductDescription, ProductHeading, ProfileDetails } from './product-facts-later.tsx';
import { ProductOptions } from './product-options.tsx';
import { canonicalUrl, forgetPreviewTags, inStock, shareImageUrl } from './product-seo.ts';
import { WishlistIconButton } from './purchase-buttons.tsx';
import { ShareButton } from './share-button.tsx';
import { useProductPurchase } from './use-product-purchase.ts';
import { youtubeId } from './youtube.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

export interface ProductPageProps {
  product: Product;
  origin: string;
  storeName: string;
  signedIn: boolean;
}

/** Remembers the product among the recently viewed, once per product shown. */
function useRecordView(product: Product) {
  const { viewProduct } = useShopState();
  // viewProduct changes with every list change; only a new product is a new view.
  const record = useEffectEvent((viewed: Product) => viewProduct(toRecentlyViewedEntry(viewed)));
  useEffect(() => {
    record(product);
  }, [product]);
}

/** The product page: gallery, details and choices, buy panel or bar, description, similar products. */
export function ProductPage({ product, origin, storeName, signedIn }: ProductPageProps) {
  const purchase = useProductPurchase(product, signedIn);
  const locale = useLocale();
  useRecordView(product);
  // The server's link-preview tags name this product: they leave with it (product-seo.ts).
  useEffect(() => forgetPreviewTags, []);
  const soldOut = !inStock(product);
  // The name each kept part of the product starts from: the product as the page got it, and
  // the shopper's choices so far (the purchase's values; JSON leaves its functions out).
  const shown = keptMarkupName('product', product, purchase, soldOut, locale);
  const videoId = product.youtubeLink ? youtubeId(product.youtubeLink) : null;
  const images = product.images.length > 0 ? product.images : [product.image];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 pb-28 md:gap-12 md:px-6 md:pt-5 md:pb-14">
      <div className="flex flex-col gap-4">
        {/* The product's own parts are the same for every shopper: the server writes them from
            memory after the first time (decision 054), named by what each shows. */}
        <KeptMarkup by={`breadcrumbs ${shown}`}>
          <ProductBreadcrumbs category={product.category} categoryId={product.categoryId} name={product.name} />
        </KeptMarkup>
        {/*
          Phones: one column. Tablets: gallery beside details, the buy panel right under the
          choices and Profile Details last. Desktop: gallery, details and a sticky buy panel, with
          Profile Details under the gallery and details across both their widths (no empty column).
        */}
        <div className="grid gap-5 md:grid-cols-2 md:gap-x-8 md:gap-y-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)_290px] xl:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)_300px]">
          <div className="md:sticky md:top-36 md:row-span-3 md:self-start lg:static lg:row-span-1">
            <ProductGallery
              name={product.name}
              images={images}
              videoId={videoId}
              onSale={showsPercentOff(percentOff(product.originalPrice, product.discountPrice))}
              actions={
                <>
                  <ShareButton name={product.name} pageUrl={canonicalUrl(origin, product.asin)} imageUrl={shareImageUrl(origin, product)} />
                  {/* WhatsApp itself on every device, where Share opens a phone's share sheet. Through
                      /share/, which answers with the wa.me message: the first HTML has no bytes to
                      spare for the message itself (decision 041). */}
                  <a href={productSharePath(product.asin)} target="_blank" rel="nofollow" aria-label={m.product_share_whatsapp({}, { locale })} className="wa-mark wa-round" />
                  <WishlistIconButton purchase={purchase} className="md:hidden" />
                </>
              }
            />
          </div>
          <div className="flex min-w-0 flex-col gap-6 px-4 md:col-start-2 md:row-start-1 md:px-0">
            <KeptMarkup by={`heading ${shown}`}>
              <ProductHeading product={product} />
            </KeptMarkup>
            <KeptMarkup by={`price ${shown}`}>
              <div className="border-y border-gray-100 py-4">
                <PriceBlock originalPrice={product.originalPrice} discountPrice={product.discountPrice} />
              </div>
            </KeptMarkup>
            {soldOut && <p role="status" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">{m.product_sold_out_notice({}, { locale })}</p>}
            <KeptMarkup by={`options ${shown}`}>
              <>
                <ProductOptions product={product} purchase={purchase} />
                <CheckDelivery />
              </>
            </KeptMarkup>
          </div>
          <div className="hidden md:col-start-2 md:row-start-2 md:block lg:sticky lg:top-36 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
            <KeptMarkup by={keptMarkupName('buy box', shown, storeName)}>
              <BuyBox product={product} purchase={purchase} soldOut={soldOut} storeName={storeName} />
            </KeptMarkup>
          </div>
          <div className="min-w-0 px-4 md:col-start-2 md:row-start-3 md:px-0 lg:col-span-2 lg:col-start-1 lg:row-start-2">
            <KeptMarkup by={`details ${shown}`}>
              <ProfileDetails details={product.details} />
            </KeptMarkup>
          </div>
        </div>
      </div>
      <KeptMarkup by={`description ${shown}`}>
        <section aria-labelledby="product-description-heading" className="flex flex-col gap-3 px-4 md:px-0">
          <h2 id="product-description-heading" className="text-xl font-bold text-gray-900 md:text-2xl">{m.product_description({}, { locale })}</h2>
          <ProductDescription html={product.descriptionHtml} />
        </section>
      </KeptMarkup>
      <div className="px-4 md:px-0">
        <LaterSimilarProducts categoryId={product.categoryId} productId={product.id} />
      </div>
      <KeptMarkup by={`buy bar ${shown}`}>
        <MobileBuyBar purchase={purchase} soldOut={soldOut} />
      </KeptMarkup>
    </div>
  );
}
