/**
 * The types of the demo shop's shape (catalogueTree.ts): categories, and for a category that holds
 * products, what those products look like.
 */
export type Shape = 'jar' | 'pouch' | 'box' | 'bottle' | 'tub' | 'bar' | 'tube' | 'carton' | 'teabox' | 'card' | 'tablet' | 'hamper' | 'dropper';

export type Diet = 'vegan' | 'gluten-free' | 'keto' | 'organic' | 'sugar-free';

export interface ProductKind {
  nouns: string[];
  sizes: string[];
  /** Shelf price range in rand INCLUDING 15% VAT (what a shopper sees); the seed stores it ex tax. */
  price: [number, number];
  shape: Shape;
  /** Probability of each dietary label. */
  diet: Partial<Record<Diet, number>>;
  ingredients: string[];
  flavours?: string[];
  adjectives?: string[];
}

export interface CategoryNode {
  name: string;
  children?: CategoryNode[];
  kind?: ProductKind;
  /** Not shown in the menu (still browsable). */
  hidden?: boolean;
}
