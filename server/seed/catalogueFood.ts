import { plantDiet, type CategoryNode } from './catalogueTypes.ts';

/** The food departments: pantry, superfoods, snacks and bars. */
export const foodDepartments: CategoryNode[] = [
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
];
