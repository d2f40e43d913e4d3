import * as apparel from './apparel-shapes.ts';
import type { Paint } from './colour.ts';
import * as goods from './goods-shapes.ts';

/** Draws one item into a 400x400 box; the hue lets multi-colour items (gulal) turn as a set. */
export type DrawItem = (paint: Paint, hue: number) => string;

/** Every kind of item the artwork can draw. Catalogue data names one per category. */
export const artKinds = {
  kurta: apparel.kurta,
  tshirt: apparel.tshirt,
  shirt: apparel.shirt,
  nehruJacket: apparel.nehruJacket,
  saree: apparel.saree,
  lehenga: apparel.lehenga,
  dupatta: apparel.dupatta,
  trousers: apparel.trousers,
  frock: apparel.frock,
  shoe: apparel.shoe,
  tiffin: goods.tiffin,
  kadai: goods.kadai,
  bottle: goods.bottle,
  cushion: goods.cushion,
  lipstick: goods.lipstick,
  jar: goods.jar,
  perfume: goods.perfume,
  jhumka: goods.jhumka,
  bangles: goods.bangles,
  bag: goods.bag,
  watch: goods.watch,
  diya: goods.diya,
  gift: goods.gift,
  gulal: goods.gulal,
  toy: goods.toy,
} satisfies Record<string, DrawItem>;

export type ArtKind = keyof typeof artKinds;
