import { NoProductsFound } from '../components/listing/no-products-found.tsx';

/** Where the header search goes when nothing matched (spec §4 "Search"). */
export default function ProductNotFound() {
  return <NoProductsFound />;
}
