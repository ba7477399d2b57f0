import type { CategoryNode } from './catalogueTypes.ts';

/** The health departments: supplements, sports nutrition and the diets (keto, vegan, gluten-free). */
export const healthDepartments: CategoryNode[] = [
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
];
