/**
 * The shape of the demo shop: a category tree of three levels under the root (id 2), and for every
 * category that holds products, what those products look like (names, sizes, shelf prices incl. VAT,
 * packshot shape, likely dietary labels and ingredients).
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

const plantDiet = { vegan: 0.9, 'gluten-free': 0.6, organic: 0.4 };

export const categoryTree: CategoryNode[] = [
  {
    name: 'Pantry',
    children: [
      {
        name: 'Baking',
        children: [
          {
            name: 'Flours',
            kind: {
              nouns: ['Almond Flour', 'Coconut Flour', 'Buckwheat Flour', 'Chickpea Flour', 'Stone-ground Spelt Flour', 'Cassava Flour', 'Oat Flour'],
              sizes: ['500g', '1kg'],
              price: [39, 189],
              shape: 'pouch',
              diet: { vegan: 1, 'gluten-free': 0.7, keto: 0.3, organic: 0.5 },
              ingredients: [
                'Blanched almonds (100%)',
                'Desiccated coconut (100%)',
                'Buckwheat (100%). Packed in a facility that handles nuts.',
                'Chickpeas (100%)',
                'Stone-ground spelt wheat (100%). Contains gluten.',
              ],
            },
          },
          {
            name: 'Sweeteners',
            kind: {
              nouns: ['Xylitol', 'Erythritol', 'Raw Honey', 'Coconut Sugar', 'Stevia Drops', 'Date Syrup', 'Monk Fruit Sweetener'],
              sizes: ['250g', '500g', '1kg'],
              price: [45, 229],
              shape: 'jar',
              diet: { vegan: 0.8, 'gluten-free': 1, keto: 0.5, 'sugar-free': 0.6 },
              ingredients: ['Birch xylitol (100%)', 'Erythritol (100%)', 'Raw fynbos honey (100%)', 'Coconut blossom nectar (100%)', 'Dates (100%)'],
            },
          },
          {
            name: 'Baking Mixes',
            kind: {
              nouns: ['Banting Bread Mix', 'Gluten-free Pancake Mix', 'Seed Loaf Mix', 'Chocolate Brownie Mix', 'Rusk Mix'],
              sizes: ['400g', '750g'],
              price: [59, 149],
              shape: 'box',
              diet: { 'gluten-free': 0.8, keto: 0.4, vegan: 0.4 },
              ingredients: [
                'Almond flour, psyllium husk, flaxseed, baking powder, salt',
                'Rice flour, tapioca starch, raising agent, Himalayan salt',
                'Sunflower seeds, pumpkin seeds, linseed, chia, oats',
                'Cacao, almond flour, erythritol, bicarbonate of soda',
              ],
            },
          },
        ],
      },
      {
        name: 'Grains & Pasta',
        kind: {
          nouns: ['Quinoa', 'Brown Basmati Rice', 'Red Lentils', 'Pearl Barley', 'Wholewheat Fusilli', 'Rolled Oats', 'Sorghum'],
          sizes: ['500g', '1kg', '2kg'],
          price: [29, 179],
          shape: 'pouch',
          diet: plantDiet,
          ingredients: [
            'White quinoa (100%)',
            'Brown basmati rice (100%)',
            'Red split lentils (100%)',
            'Durum wholewheat semolina, water',
            'Whole rolled oats (100%)',
          ],
        },
      },
      {
        name: 'Nut Butters & Spreads',
        kind: {
          nouns: ['Smooth Peanut Butter', 'Crunchy Almond Butter', 'Cashew Butter', 'Macadamia Butter', 'Cacao Hazelnut Spread', 'Tahini'],
          sizes: ['250g', '400g', '1kg'],
          price: [49, 299],
          shape: 'jar',
          diet: { vegan: 1, 'gluten-free': 1, keto: 0.6, 'sugar-free': 0.7, organic: 0.3 },
          ingredients: [
            'Roasted peanuts (100%)',
            'Roasted almonds (99%), sea salt',
            'Cashew nuts (100%)',
            'Macadamia nuts (100%)',
            'Hazelnuts (45%), cacao, coconut sugar, sunflower oil',
            'Hulled sesame seeds (100%)',
          ],
        },
      },
      {
        name: 'Oils & Vinegars',
        kind: {
          nouns: ['Extra Virgin Olive Oil', 'Cold-pressed Coconut Oil', 'Avocado Oil', 'Apple Cider Vinegar with the Mother', 'Macadamia Oil'],
          sizes: ['250ml', '500ml', '1l'],
          price: [59, 349],
          shape: 'bottle',
          diet: { vegan: 1, 'gluten-free': 1, keto: 0.9, organic: 0.5 },
          ingredients: [
            'Extra virgin olive oil from the Western Cape (100%)',
            'Virgin coconut oil (100%)',
            'Cold-pressed avocado oil (100%)',
            'Raw apple cider vinegar (5% acidity)',
          ],
        },
      },
    ],
  },
  {
    name: 'Superfoods',
    children: [
      {
        name: 'Seeds',
        kind: {
          nouns: ['Chia Seeds', 'Hemp Hearts', 'Golden Linseed', 'Pumpkin Seeds', 'Sunflower Seeds', 'Psyllium Husk'],
          sizes: ['250g', '500g', '1kg'],
          price: [35, 199],
          shape: 'pouch',
          diet: { vegan: 1, 'gluten-free': 1, keto: 0.7, organic: 0.5 },
          ingredients: ['Black chia seeds (100%)', 'Hulled hemp seeds (100%)', 'Golden linseed (100%)', 'Pumpkin seed kernels (100%)', 'Psyllium husk (100%)'],
        },
      },
      {
        name: 'Superfood Powders',
        kind: {
          nouns: ['Baobab Powder', 'Moringa Powder', 'Spirulina', 'Maca Root Powder', 'Raw Cacao Powder', 'Wheatgrass Powder', 'Turmeric Latte Blend'],
          sizes: ['100g', '200g', '500g'],
          price: [69, 389],
          shape: 'pouch',
          diet: { vegan: 1, 'gluten-free': 1, organic: 0.7, 'sugar-free': 0.8 },
          ingredients: [
            'Baobab fruit pulp powder (100%)',
            'Moringa oleifera leaf powder (100%)',
            'Spirulina platensis (100%)',
            'Raw cacao (100%)',
            'Turmeric, cinnamon, ginger, black pepper, coconut milk powder',
          ],
        },
      },
      {
        name: 'Dried Fruit & Berries',
        kind: {
          nouns: ['Goji Berries', 'Dried Mango Strips', 'Medjool Dates', 'Unsulphured Apricots', 'Dried Cranberries', 'Mulberries'],
          sizes: ['150g', '250g', '500g'],
          price: [39, 179],
          shape: 'pouch',
          diet: { vegan: 1, 'gluten-free': 1, organic: 0.4 },
          ingredients: [
            'Goji berries (100%)',
            'Mango (100%)',
            'Medjool dates (100%)',
            'Apricots (100%)',
            'Cranberries, apple juice concentrate, sunflower oil',
          ],
        },
      },
    ],
  },
  {
    name: 'Snacks & Bars',
    children: [
      {
        name: 'Protein Bars',
        kind: {
          nouns: ['Protein Bar', 'Nut Butter Bar', 'Keto Bar', 'Date & Seed Bar', 'Crispy Protein Bar'],
          sizes: ['45g', '60g', 'box of 12'],
          price: [25, 399],
          shape: 'bar',
          diet: { 'gluten-free': 0.6, vegan: 0.4, keto: 0.3, 'sugar-free': 0.3 },
          flavours: ['Salted Caramel', 'Peanut Butter', 'Dark Chocolate', 'Cookies & Cream', 'Lemon Cheesecake'],
          ingredients: [
            'Milk protein isolate, peanuts, soluble fibre, cocoa butter, sea salt',
            'Dates, almonds, cashews, sunflower seeds',
            'Pea protein, almond butter, cacao, erythritol',
          ],
        },
      },
      {
        name: 'Nuts & Trail Mix',
        kind: {
          nouns: ['Raw Almonds', 'Roasted Macadamias', 'Cashews', 'Banting Trail Mix', 'Activated Walnuts', 'Spicy Chakalaka Nut Mix'],
          sizes: ['100g', '250g', '500g'],
          price: [35, 259],
          shape: 'pouch',
          diet: { vegan: 1, 'gluten-free': 0.9, keto: 0.6 },
          ingredients: ['Almonds (100%)', 'Macadamia nuts, sea salt', 'Cashews (100%)', 'Almonds, pecans, coconut chips, pumpkin seeds, cacao nibs'],
        },
      },
      {
        name: 'Crackers & Crisps',
        kind: {
          nouns: ['Seed Crackers', 'Rice Cakes', 'Biltong-spiced Chickpea Puffs', 'Kale Chips', 'Beetroot Crisps', 'Lentil Chips'],
          sizes: ['80g', '120g', '200g'],
          price: [25, 89],
          shape: 'pouch',
          diet: { vegan: 0.8, 'gluten-free': 0.8, organic: 0.3 },
          ingredients: [
            'Sunflower seeds, linseed, sesame, pumpkin seeds, psyllium',
            'Brown rice, sea salt',
            'Chickpea flour, rice flour, spices, sunflower oil',
          ],
        },
      },
    ],
  },
  {
    name: 'Supplements',
    children: [
      {
        name: 'Vitamins',
        children: [
          {
            name: 'Multivitamins',
            kind: {
              nouns: ['Daily Multivitamin', "Women's Multi", "Men's Multi", 'Prenatal Multi', 'Kids Chewable Multi'],
              sizes: ['30 capsules', '60 capsules', '90 capsules'],
              price: [89, 449],
              shape: 'bottle',
              diet: { vegan: 0.5, 'gluten-free': 1, 'sugar-free': 0.8 },
              ingredients: ['Vitamins A, B complex, C, D3, E, K2, zinc, selenium, magnesium; capsule: HPMC'],
            },
          },
          {
            name: 'Vitamin C & Immunity',
            kind: {
              nouns: ['Vitamin C 1000mg', 'Vitamin D3 + K2', 'Zinc & Vitamin C', 'Elderberry Syrup', 'Immune Boost Effervescent'],
              sizes: ['30 tablets', '60 capsules', '200ml'],
              price: [69, 329],
              shape: 'bottle',
              diet: { vegan: 0.6, 'gluten-free': 1, 'sugar-free': 0.6 },
              ingredients: [
                'Ascorbic acid, citrus bioflavonoids; capsule: HPMC',
                'Cholecalciferol, menaquinone-7, olive oil',
                'Elderberry extract, honey, water',
              ],
            },
          },
        ],
      },
      {
        name: 'Minerals',
        kind: {
          nouns: ['Magnesium Glycinate', 'Iron Bisglycinate', 'Calcium + D3', 'Zinc Picolinate', 'Electrolyte Minerals'],
          sizes: ['60 capsules', '120 capsules'],
          price: [99, 359],
          shape: 'bottle',
          diet: { vegan: 0.7, 'gluten-free': 1, 'sugar-free': 1 },
          ingredients: ['Magnesium bisglycinate; capsule: HPMC', 'Iron bisglycinate, vitamin C', 'Calcium citrate, vitamin D3'],
        },
      },
      {
        name: 'Probiotics',
        kind: {
          nouns: ['Daily Probiotic 20 Billion', 'Kids Probiotic Powder', 'Gut Health Complex', 'Kefir Starter Culture'],
          sizes: ['30 capsules', '60 capsules'],
          price: [129, 499],
          shape: 'bottle',
          diet: { vegan: 0.6, 'gluten-free': 1, 'sugar-free': 1 },
          ingredients: ['Lactobacillus and Bifidobacterium strains, inulin; capsule: HPMC'],
        },
      },
      {
        name: 'Herbal Remedies',
        kind: {
          nouns: ['Buchu Tincture', 'Sutherlandia Capsules', 'Ashwagandha', 'Milk Thistle', "Devil's Claw", 'Echinacea Drops'],
          sizes: ['30ml', '50ml', '60 capsules'],
          price: [79, 299],
          shape: 'dropper',
          diet: { vegan: 0.9, 'gluten-free': 1, organic: 0.5, 'sugar-free': 1 },
          ingredients: [
            'Agathosma betulina leaf extract, glycerine, water',
            'Lessertia frutescens leaf powder',
            'Withania somnifera root extract',
            'Harpagophytum procumbens root extract',
          ],
        },
      },
      {
        name: 'Omega Oils',
        kind: {
          nouns: ['Omega-3 Fish Oil', 'Vegan Omega-3 Algae Oil', 'Krill Oil', 'Evening Primrose Oil'],
          sizes: ['60 softgels', '120 softgels'],
          price: [119, 499],
          shape: 'bottle',
          diet: { 'gluten-free': 1, keto: 0.8, 'sugar-free': 1 },
          ingredients: ['Fish oil (anchovy, sardine), gelatine, glycerol, vitamin E', 'Schizochytrium algal oil, seaweed-derived capsule'],
        },
      },
    ],
  },
  {
    name: 'Sports Nutrition',
    children: [
      {
        name: 'Protein Powders',
        kind: {
          nouns: ['Whey Protein', 'Plant Protein', 'Whey Isolate', 'Collagen Peptides', 'Pea & Rice Protein'],
          sizes: ['500g', '1kg', '2kg'],
          price: [249, 1199],
          shape: 'tub',
          diet: { 'gluten-free': 0.8, keto: 0.4, 'sugar-free': 0.5, vegan: 0.3 },
          flavours: ['Chocolate', 'Vanilla', 'Salted Caramel', 'Strawberry', 'Unflavoured', 'Coffee'],
          ingredients: [
            'Whey protein concentrate (milk), cocoa, natural flavouring, sucralose, sunflower lecithin',
            'Pea protein isolate, brown rice protein, cacao, stevia',
            'Hydrolysed bovine collagen (100%)',
          ],
        },
      },
      {
        name: 'Pre-workout',
        kind: {
          nouns: ['Pre-workout Energy', 'Creatine Monohydrate', 'BCAA Recovery', 'Beta-Alanine', 'L-Glutamine'],
          sizes: ['250g', '300g', '500g'],
          price: [179, 699],
          shape: 'tub',
          diet: { vegan: 0.7, 'gluten-free': 1, 'sugar-free': 0.8 },
          flavours: ['Tropical', 'Berry Blast', 'Lemon & Lime', 'Unflavoured'],
          ingredients: [
            'Creatine monohydrate (100%)',
            'L-leucine, L-isoleucine, L-valine, citric acid, natural flavour, stevia',
            'Beta-alanine, caffeine (natural, from green coffee), citrulline malate',
          ],
        },
      },
      {
        name: 'Hydration & Electrolytes',
        kind: {
          nouns: ['Electrolyte Tabs', 'Hydration Sachets', 'Coconut Water Powder', 'Endurance Drink Mix'],
          sizes: ['20 tabs', '10 sachets', '500g'],
          price: [59, 349],
          shape: 'box',
          diet: { vegan: 1, 'gluten-free': 1, 'sugar-free': 0.5 },
          flavours: ['Orange', 'Watermelon', 'Lemon', 'Naartjie'],
          ingredients: ['Sodium citrate, potassium chloride, magnesium carbonate, natural flavour, stevia'],
        },
      },
    ],
  },
  {
    name: 'Keto & Banting',
    children: [
      {
        name: 'Keto Snacks',
        kind: {
          nouns: ['Keto Crunch Granola', 'Fat Bombs', 'Cheese Crisps', 'Macadamia Keto Clusters', 'Dark Chocolate 85%'],
          sizes: ['80g', '250g', '400g'],
          price: [39, 199],
          shape: 'pouch',
          diet: { keto: 1, 'gluten-free': 1, 'sugar-free': 0.9, vegan: 0.3 },
          ingredients: ['Almonds, coconut, pecans, seeds, erythritol, cinnamon', 'Cheddar cheese (milk) (100%)', 'Cocoa mass, cocoa butter, erythritol'],
        },
      },
      {
        name: 'Low-carb Baking',
        kind: {
          nouns: ['Low-carb Bread Flour', 'Keto Pizza Base Mix', 'Psyllium Bread Mix', 'Low-carb Muffin Mix'],
          sizes: ['300g', '500g'],
          price: [69, 189],
          shape: 'box',
          diet: { keto: 1, 'gluten-free': 1, 'sugar-free': 1, vegan: 0.4 },
          ingredients: ['Almond flour, coconut flour, psyllium husk, baking powder', 'Sunflower seed flour, egg white powder, xanthan gum'],
        },
      },
      {
        name: 'MCT & Healthy Fats',
        kind: {
          nouns: ['MCT Oil', 'C8 MCT Oil', 'Ghee', 'Grass-fed Butter Oil', 'MCT Powder'],
          sizes: ['250ml', '500ml', '300g'],
          price: [119, 449],
          shape: 'bottle',
          diet: { keto: 1, 'gluten-free': 1, 'sugar-free': 1 },
          ingredients: ['Medium-chain triglycerides from coconut (100%)', 'Clarified butter from grass-fed cows (milk)'],
        },
      },
    ],
  },
  {
    name: 'Vegan',
    children: [
      {
        name: 'Plant Milks',
        kind: {
          nouns: ['Oat Milk', 'Almond Milk', 'Coconut Milk', 'Soya Milk', 'Barista Oat Milk'],
          sizes: ['1l', '6 x 1l'],
          price: [34, 239],
          shape: 'carton',
          diet: { vegan: 1, 'gluten-free': 0.6, organic: 0.4, 'sugar-free': 0.7 },
          ingredients: ['Water, oats (10%), sunflower oil, calcium phosphate, sea salt', 'Water, almonds (3%), sea salt', 'Water, soya beans (8%)'],
        },
      },
      {
        name: 'Meat Alternatives',
        kind: {
          nouns: ['Soya Mince', 'Textured Pea Protein Chunks', 'Jackfruit Pieces', 'Tofu Block', 'Tempeh'],
          sizes: ['200g', '400g', '1kg'],
          price: [39, 179],
          shape: 'pouch',
          diet: { vegan: 1, 'gluten-free': 0.5, organic: 0.2 },
          ingredients: ['Defatted soya flour (100%)', 'Pea protein, pea fibre', 'Young jackfruit, water, salt', 'Soya beans, water, nigari'],
        },
      },
      {
        name: 'Vegan Chocolate',
        kind: {
          nouns: ['Oat M!lk Chocolate', 'Dark Chocolate with Sea Salt', 'Raw Cacao Buttons', 'Rooibos Chocolate Slab'],
          sizes: ['80g', '100g', '250g'],
          price: [35, 149],
          shape: 'bar',
          diet: { vegan: 1, 'gluten-free': 0.9, organic: 0.5 },
          ingredients: ['Cocoa mass, coconut sugar, cocoa butter, oat powder', 'Cocoa mass, cocoa butter, raw cane sugar, sea salt'],
        },
      },
    ],
  },
  {
    name: 'Gluten-free',
    children: [
      {
        name: 'Gluten-free Breads',
        kind: {
          nouns: ['Seed Loaf', 'Gluten-free Wraps', 'Buckwheat Crispbread', 'Gluten-free Rusks'],
          sizes: ['200g', '400g', '500g'],
          price: [39, 129],
          shape: 'box',
          diet: { 'gluten-free': 1, vegan: 0.6 },
          ingredients: ['Sunflower seeds, linseed, psyllium, buckwheat flour, salt', 'Rice flour, tapioca, psyllium, water, olive oil'],
        },
      },
      {
        name: 'Gluten-free Pasta',
        kind: {
          nouns: ['Brown Rice Penne', 'Chickpea Spaghetti', 'Red Lentil Fusilli', 'Corn & Quinoa Macaroni'],
          sizes: ['250g', '500g'],
          price: [29, 99],
          shape: 'box',
          diet: { 'gluten-free': 1, vegan: 1, organic: 0.4 },
          ingredients: ['Brown rice flour (100%)', 'Chickpea flour (100%)', 'Red lentil flour (100%)'],
        },
      },
    ],
  },
  {
    name: 'Baby & Kids',
    children: [
      {
        name: 'Baby Food',
        kind: {
          nouns: ['Organic Baby Porridge', 'Butternut & Sweet Potato Puree', 'Apple & Pear Pouch', 'Teething Rusks'],
          sizes: ['110g', '200g', '500g'],
          price: [25, 129],
          shape: 'pouch',
          diet: { organic: 0.8, 'gluten-free': 0.6, 'sugar-free': 0.9, vegan: 0.6 },
          ingredients: ['Wholegrain oats, rice flour, dried apple', 'Butternut (60%), sweet potato (40%)', 'Apple (70%), pear (30%)'],
        },
      },
      {
        name: 'Kids Snacks',
        kind: {
          nouns: ['Fruit Leather Rolls', 'Mini Rice Cakes', 'Veggie Puffs', 'Kids Oat Bar'],
          sizes: ['5 x 20g', '60g', '120g'],
          price: [29, 99],
          shape: 'pouch',
          diet: { vegan: 0.7, 'gluten-free': 0.6, 'sugar-free': 0.5 },
          flavours: ['Strawberry', 'Mango', 'Apple & Cinnamon'],
          ingredients: ['Apple puree, strawberry puree, lemon juice', 'Corn, rice, dried vegetables, sunflower oil'],
        },
      },
    ],
  },
  {
    name: 'Natural Beauty',
    children: [
      {
        name: 'Skincare',
        children: [
          {
            name: 'Face Care',
            kind: {
              nouns: ['Marula Face Oil', 'Rooibos Day Cream', 'Rosehip Serum', 'Clay Face Mask', 'Gentle Cleansing Gel'],
              sizes: ['30ml', '50ml', '100ml'],
              price: [99, 549],
              shape: 'dropper',
              diet: { vegan: 0.8, organic: 0.6 },
              ingredients: [
                'Sclerocarya birrea (marula) seed oil, tocopherol',
                'Aqua, aspalathus linearis (rooibos) extract, shea butter, glycerin',
                'Rosa canina seed oil, vitamin E',
              ],
            },
          },
          {
            name: 'Body Care',
            kind: {
              nouns: ['Shea Body Butter', 'Baobab Body Lotion', 'Coffee Body Scrub', 'Fynbos Hand Cream', 'Natural Deodorant'],
              sizes: ['100ml', '200ml', '400ml'],
              price: [69, 349],
              shape: 'tube',
              diet: { vegan: 0.8, organic: 0.5 },
              ingredients: ['Butyrospermum parkii (shea) butter, coconut oil, essential oils', 'Aqua, adansonia digitata (baobab) oil, glycerin, xanthan gum'],
            },
          },
        ],
      },
      {
        name: 'Hair Care',
        kind: {
          nouns: ['Argan Shampoo', 'Coconut Conditioner', 'Scalp Oil', 'Curl Cream', 'Shampoo Bar'],
          sizes: ['100g', '250ml', '500ml'],
          price: [79, 299],
          shape: 'bottle',
          diet: { vegan: 0.9, organic: 0.4 },
          ingredients: ['Aqua, coco-glucoside, argania spinosa oil, aloe vera', 'Aqua, cetearyl alcohol, cocos nucifera oil'],
        },
      },
      {
        name: 'Oral Care',
        kind: {
          nouns: ['Bamboo Toothbrush', 'Charcoal Toothpaste', 'Fluoride-free Toothpaste', 'Mouthwash Tablets', 'Silk Floss'],
          sizes: ['1 pack', '75ml', '4 pack'],
          price: [29, 149],
          shape: 'tube',
          diet: { vegan: 0.9, 'sugar-free': 1 },
          ingredients: ['Calcium carbonate, glycerin, activated charcoal, peppermint oil, xylitol', 'Moso bamboo handle, castor bean bristles'],
        },
      },
    ],
  },
  {
    name: 'Eco Home',
    children: [
      {
        name: 'Cleaning',
        kind: {
          nouns: ['Dishwashing Liquid', 'All-purpose Cleaner', 'Laundry Liquid', 'Laundry Powder Refill', 'Bicarbonate of Soda'],
          sizes: ['500ml', '1l', '5l'],
          price: [39, 399],
          shape: 'bottle',
          diet: { vegan: 1 },
          ingredients: ['Aqua, plant-based surfactants, sodium citrate, lemon essential oil', 'Sodium carbonate, sodium percarbonate, plant enzymes'],
        },
      },
      {
        name: 'Reusables',
        kind: {
          nouns: ['Beeswax Wraps', 'Stainless Steel Straws', 'Mesh Produce Bags', 'Glass Water Bottle', 'Bamboo Lunch Box'],
          sizes: ['set of 3', '1 pack', '750ml'],
          price: [69, 449],
          shape: 'box',
          diet: {},
          ingredients: ['Organic cotton, beeswax, jojoba oil, tree resin', '304 food-grade stainless steel'],
        },
      },
    ],
  },
  {
    name: 'Beverages',
    children: [
      {
        name: 'Teas',
        children: [
          {
            name: 'Rooibos',
            kind: {
              nouns: ['Organic Rooibos', 'Green Rooibos', 'Rooibos Chai', 'Honeybush & Rooibos', 'Rooibos Espresso'],
              sizes: ['20 bags', '40 bags', '80 bags', '250g loose'],
              price: [29, 149],
              shape: 'teabox',
              diet: { vegan: 1, 'gluten-free': 1, organic: 0.6, 'sugar-free': 1 },
              ingredients: ['Aspalathus linearis (100%)', 'Rooibos, cinnamon, cardamom, ginger, cloves', 'Rooibos (60%), honeybush (40%)'],
            },
          },
          {
            name: 'Green Tea',
            kind: {
              nouns: ['Sencha Green Tea', 'Matcha Powder', 'Jasmine Green Tea', 'Green Tea & Lemongrass'],
              sizes: ['20 bags', '50g', '100g'],
              price: [49, 349],
              shape: 'teabox',
              diet: { vegan: 1, 'gluten-free': 1, organic: 0.6, 'sugar-free': 1 },
              ingredients: ['Camellia sinensis green tea (100%)', 'Green tea, lemongrass'],
            },
          },
          {
            name: 'Herbal Infusions',
            kind: {
              nouns: ['Buchu & Lemon Infusion', 'Chamomile', 'Peppermint', 'Hibiscus & Berry', 'Sleep Blend', 'Honeybush'],
              sizes: ['20 bags', '40 bags'],
              price: [29, 99],
              shape: 'teabox',
              diet: { vegan: 1, 'gluten-free': 1, organic: 0.5, 'sugar-free': 1 },
              ingredients: ['Buchu leaves, lemon peel, lemongrass', 'Chamomile flowers (100%)', 'Hibiscus, rosehip, elderberry, blackberry leaves'],
            },
          },
        ],
      },
      {
        name: 'Coffee Alternatives',
        kind: {
          nouns: ['Chicory Blend', 'Mushroom Coffee', 'Dandelion Root Brew', 'Golden Milk Latte'],
          sizes: ['100g', '200g', '250g'],
          price: [79, 299],
          shape: 'pouch',
          diet: { vegan: 1, 'gluten-free': 0.7, organic: 0.5, 'sugar-free': 0.8 },
          ingredients: ['Roasted chicory root, roasted barley, carob', "Arabica coffee, lion's mane and chaga mushroom extracts"],
        },
      },
      {
        name: 'Kombucha & Juices',
        kind: {
          nouns: ['Ginger Kombucha', 'Rooibos Kombucha', 'Cold-pressed Green Juice', 'Water Kefir', 'Apple Cider Vinegar Tonic'],
          sizes: ['330ml', '750ml', '6 x 330ml'],
          price: [29, 229],
          shape: 'bottle',
          diet: { vegan: 1, 'gluten-free': 1, organic: 0.4, 'sugar-free': 0.3 },
          ingredients: ['Filtered water, organic green tea, cane sugar, ginger, kombucha culture', 'Cucumber, celery, apple, spinach, lemon, ginger'],
        },
      },
    ],
  },
  { name: 'Gifts & Meal Plans', children: [{ name: 'Gift Cards' }, { name: 'Meal Plans' }, { name: 'Hampers & Bundles' }] },
];

/** Slugs of the categories that hold the special product types. */
export const specialCategories = {
  giftCards: 'gift-cards',
  mealPlans: 'meal-plans',
  hampers: 'hampers-bundles',
  proteinPowders: 'protein-powders',
} as const;
