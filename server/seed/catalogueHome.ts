import type { CategoryNode } from './catalogueTypes.ts';

/** Baby and kids, natural beauty, eco home and beverages. */
export const homeDepartments: CategoryNode[] = [
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
];
