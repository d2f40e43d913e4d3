import * as accessories from './accessory-shapes.ts';
import * as apparel from './apparel-shapes.ts';
import type { Paint } from './colour.ts';
import * as footwear from './footwear-shapes.ts';
import * as goods from './goods-shapes.ts';
import * as household from './household-shapes.ts';
import type { Look } from './motifs.ts';

/** Draws one item into a 400x400 box in the given paint; textiles also lay the look's design over it. */
export type DrawItem = (paint: Paint, look: Look) => string;

/** Every kind of item the artwork can draw. Catalogue data names one per category, subcategory or item. */
export const artKinds = {
  kurta: apparel.kurta,
  anarkali: apparel.anarkali,
  suitSet: apparel.suitSet,
  kurtaPajama: apparel.kurtaPajama,
  tshirt: apparel.tshirt,
  polo: apparel.polo,
  shirt: apparel.shirt,
  nehruJacket: apparel.nehruJacket,
  saree: apparel.saree,
  lehenga: apparel.lehenga,
  dupatta: apparel.dupatta,
  foldedCloth: apparel.foldedCloth,
  trousers: apparel.trousers,
  shorts: apparel.shorts,
  frock: apparel.frock,
  mojari: footwear.mojari,
  sneaker: footwear.sneaker,
  chappal: footwear.chappal,
  tiffin: goods.tiffin,
  kadai: goods.kadai,
  tawa: household.tawa,
  pressureCooker: household.pressureCooker,
  thali: household.thali,
  bottle: goods.bottle,
  tumbler: household.tumbler,
  cushion: goods.cushion,
  wallArt: household.wallArt,
  lipstick: goods.lipstick,
  kajal: accessories.kajal,
  nailPolish: accessories.nailPolish,
  jar: goods.jar,
  tube: household.tube,
  perfume: goods.perfume,
  sprayCan: accessories.sprayCan,
  jhumka: goods.jhumka,
  bangles: goods.bangles,
  kada: accessories.kada,
  necklace: accessories.necklace,
  noseRing: accessories.noseRing,
  maangTikka: accessories.maangTikka,
  bag: goods.bag,
  potli: accessories.potli,
  clutch: accessories.clutch,
  wallet: accessories.wallet,
  backpack: accessories.backpack,
  watch: goods.watch,
  smartWatch: accessories.smartWatch,
  diya: goods.diya,
  incense: household.incense,
  gift: goods.gift,
  gulal: goods.gulal,
  pichkari: household.pichkari,
  toy: goods.toy,
  boardGame: household.boardGame,
  softToy: household.softToy,
  elephantToy: household.elephantToy,
  toyTrain: household.toyTrain,
} satisfies Record<string, DrawItem>;

export type ArtKind = keyof typeof artKinds;
