import type { Rng } from './random.ts';

/** Invented brands; `for` lists the top-level category slugs a brand sells in. */
export const brands: { name: string; for: string[] }[] = [
  { name: 'Karoo Harvest', for: ['pantry', 'superfoods', 'gluten-free'] },
  { name: 'Cape Wholefoods', for: ['pantry', 'superfoods', 'snacks-bars', 'vegan'] },
  { name: 'Baobab Botanicals', for: ['superfoods', 'natural-beauty', 'supplements'] },
  { name: 'Highveld Naturals', for: ['pantry', 'snacks-bars', 'keto-banting'] },
  { name: 'Protea Pure', for: ['supplements', 'natural-beauty'] },
  { name: 'Ubuntu Organics', for: ['pantry', 'superfoods', 'baby-kids', 'beverages'] },
  { name: 'Kalahari Kitchen', for: ['pantry', 'snacks-bars', 'gluten-free'] },
  { name: 'Table Bay Nutrition', for: ['supplements', 'sports-nutrition'] },
  { name: 'Marula Grove', for: ['natural-beauty', 'snacks-bars'] },
  { name: 'Namaqua Naturals', for: ['superfoods', 'beverages', 'natural-beauty'] },
  { name: 'Rooibos Ridge', for: ['beverages'] },
  { name: 'Mzansi Fit', for: ['sports-nutrition', 'snacks-bars'] },
  { name: 'Sunbird Superfoods', for: ['superfoods', 'vegan', 'baby-kids'] },
  { name: 'Boland Bakehouse', for: ['pantry', 'gluten-free', 'keto-banting'] },
  { name: 'Knysna Kelp Co.', for: ['supplements', 'superfoods'] },
  { name: 'Little Bokkie', for: ['baby-kids'] },
  { name: 'Wild Coast Apothecary', for: ['natural-beauty', 'supplements'] },
  { name: 'Amanzi Eco', for: ['eco-home'] },
  { name: 'Klein Karoo Keto', for: ['keto-banting', 'snacks-bars'] },
  { name: 'Savanna Sport', for: ['sports-nutrition'] },
  { name: 'Veld & Vine', for: ['vegan', 'beverages', 'pantry'] },
  { name: 'Garden Route Grains', for: ['pantry', 'gluten-free'] },
  { name: 'Fynbos & Co.', for: ['beverages', 'natural-beauty', 'eco-home'] },
  { name: 'Lowveld Living', for: ['eco-home', 'vegan', 'snacks-bars'] },
  { name: 'Drakensberg Dairy-free', for: ['vegan', 'baby-kids'] },
  { name: 'Muizenberg Mills', for: ['pantry', 'keto-banting', 'gluten-free'] },
  { name: 'Good Earth SA', for: ['eco-home', 'pantry', 'superfoods'] },
  { name: 'Healthy Hippo', for: ['baby-kids', 'snacks-bars'] },
  { name: 'Green Bean Ventures', for: ['beverages', 'vegan'] },
  { name: 'The Vitamin Spaza', for: ['supplements', 'sports-nutrition'] },
  { name: 'Health Dept', for: ['keto-banting', 'sports-nutrition', 'supplements', 'gifts-meal-plans'] },
];

export function brandsFor(topSlug: string): string[] {
  const list = brands.filter((b) => b.for.includes(topSlug)).map((b) => b.name);
  return list.length ? list : ['Health Dept'];
}

const adjectives = ['Organic', 'Raw', 'Premium', 'Natural', 'Artisan', 'Wholesome', 'Pure', 'Everyday', 'Wild-harvested', 'Small-batch'];

/**
 * A product title: sometimes an adjective before the noun, never one the noun already has ("Organic
 * Organic Rooibos"). The random numbers are drawn either way, so every other product stays the same.
 */
export function productTitle(rng: Rng, noun: string, adjectiveChance = 0.35): string {
  if (!rng.chance(adjectiveChance)) return noun;
  const adjective = rng.pick(adjectives);
  return noun.toLowerCase().split(/\s+/).includes(adjective.toLowerCase()) ? noun : `${adjective} ${noun}`;
}

/** "<brand> <title>", without repeating a word the brand ends with ("Klein Karoo Keto Keto Pizza Base Mix"). */
export function brandedName(brand: string, title: string): string {
  const last = brand.split(' ').at(-1)!.toLowerCase();
  const [first, ...rest] = title.split(' ');
  return first.toLowerCase() === last && rest.length ? `${brand} ${rest.join(' ')}` : `${brand} ${title}`;
}

const openers = [
  (n: string) => `${n} is a pantry favourite for anyone who cares about what goes into their food.`,
  (n: string) => `Made for busy South African kitchens, ${n} keeps healthy eating simple.`,
  (n: string) => `Our customers keep coming back for ${n}: honest ingredients, no fillers.`,
  (n: string) => `${n} brings clean, natural goodness to your everyday routine.`,
  (n: string) => `Thoughtfully sourced and carefully packed, ${n} is quality you can taste.`,
];
const middles = [
  'Enjoy it at breakfast, add it to smoothies, or keep it handy for a quick snack between meetings.',
  'It fits easily into banting, keto, vegan and whole-food eating plans.',
  'Every batch is checked for quality and freshness before it leaves our warehouse in Cape Town.',
  'We work directly with local farmers and small producers wherever we can.',
  'No artificial colourants, flavourants or preservatives - just the good stuff.',
];
const closers = [
  'Store in a cool, dry place and reseal after opening.',
  'Recyclable packaging. Please rinse before recycling.',
  'Proudly packed in South Africa.',
  'Loved by our community of over 50 000 health-conscious shoppers.',
];

export function description(rng: Rng, name: string): { description: string; short: string } {
  const first = rng.pick(openers)(name);
  const paras = [first, rng.sample(middles, 2).join(' '), rng.pick(closers)];
  return { description: paras.map((p) => `<p>${escapeHtml(p)}</p>`).join(''), short: first };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
