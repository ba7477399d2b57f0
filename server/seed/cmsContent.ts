/**
 * Text of the static pages of spec 001 §2 (identifier = route slug) for the demo shop
 * "Health Dept", a South African health and diet food store. HTML as Magento's CMS renders it.
 */
import { COURIER_FLAT_RATE, FREE_COURIER_FROM } from '../../src/domain/shipping.ts';

export const SHOP = {
  name: 'Health Dept',
  email: 'hello@healthdept.co.za',
  phone: '021 555 0142',
  address: 'Unit 4, Harbour Road Business Park, Paarden Eiland, Cape Town, 7405',
  hours: 'Monday to Friday 08:00-17:00, Saturday 09:00-13:00',
};

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('\n');
const h = (t: string) => `<h2>${t}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const pageContent: { identifier: string; title: string; heading?: string; description: string; content: string }[] = [
  {
    identifier: 'about',
    title: 'About us',
    heading: 'Good food, honestly sourced',
    description: 'Health Dept is a South African online health and diet food shop.',
    content:
      p(
        `${SHOP.name} started in 2016 as a single market stall in Woodstock, Cape Town, selling home-made seed crackers and banting bread mixes. Today we deliver health, diet and eco products to homes across South Africa.`,
        'We believe healthy eating should be simple, affordable and local. We work with more than 120 South African farmers, bakers and small producers, from rooibos growers in the Cederberg to macadamia farmers in Mpumalanga.',
      ) +
      h('What we stand for') +
      ul(
        'Clear labels: every product lists its full ingredients.',
        'Fair prices: we compare our prices weekly and pass savings on.',
        'Less plastic: recyclable or compostable packaging wherever possible.',
        'Local first: proudly South African products come first.',
      ),
  },
  {
    identifier: 'contact',
    title: 'Contact us',
    description: 'How to reach the Health Dept team.',
    content:
      p('We would love to hear from you. Our customer care team answers every message within one working day.') +
      ul(`Email: <a href="mailto:${SHOP.email}">${SHOP.email}</a>`, `Phone: ${SHOP.phone} (${SHOP.hours})`, `Warehouse and collection point: ${SHOP.address}`) +
      p('For questions about an order, please have your order number ready. You can also use the contact form on this page.'),
  },
  {
    identifier: 'customer-service',
    title: 'Customer service',
    description: 'Help with orders, deliveries, returns and accounts.',
    content:
      p('Need a hand? Most answers are on these pages:') +
      ul(
        '<a href="/shipping-delivery">Shipping and delivery</a> - costs, times and areas we deliver to',
        '<a href="/warranty-returns">Returns policy</a> - how to return or exchange a product',
        '<a href="/order-tracking">Track my order</a> - where your parcel is',
        '<a href="/gift-card">Gift cards</a> - buying and redeeming',
        '<a href="/contact">Contact us</a> - talk to a person',
      ) +
      p(`Our team is available ${SHOP.hours}. Outside these hours, email us and we will reply the next working day.`),
  },
  {
    identifier: 'legal',
    title: 'Legal Notice',
    description: 'Company information for Health Dept.',
    content: p(
      `${SHOP.name} is a trading name of Health Dept Online (Pty) Ltd, registration number 2016/123456/07, VAT number 4123456789.`,
      `Registered address: ${SHOP.address}. Directors: N. Dlamini, J. van der Merwe.`,
      'Information on this website is for general guidance and does not replace the advice of a medical professional. Supplements should not be used as a substitute for a varied diet.',
    ),
  },
  {
    identifier: 'privacy-policy',
    title: 'Privacy policy',
    description: 'How Health Dept handles your personal information under POPIA.',
    content:
      p('We respect your privacy and process personal information in line with the Protection of Personal Information Act, 2013 (POPIA).') +
      h('What we collect') +
      p('Your name, contact details, delivery address and order history, and - only if you agree - your newsletter preferences.') +
      h('Why we collect it') +
      p('To deliver your orders, provide customer service, prevent fraud and, with your consent, send you offers. We never sell your information.') +
      h('Your rights') +
      p(
        `You may ask to see, correct or delete your information at any time by emailing <a href="mailto:${SHOP.email}">${SHOP.email}</a>. Our information officer will respond within 30 days.`,
      ),
  },
  {
    identifier: 'terms-conditions',
    title: 'Terms and conditions',
    description: 'The terms that apply when you shop at Health Dept.',
    content:
      p('These terms apply to every order placed on this website. By placing an order you accept them.') +
      h('Prices') +
      p(
        'All prices are in South African rand (ZAR) and include VAT at 15%. Prices and availability may change without notice; the price shown when you place your order applies.',
      ) +
      h('Orders') +
      p(
        'An order is accepted when we send you an order confirmation. We may cancel an order if a product is unavailable or the price was shown in error, and will refund any payment in full.',
      ) +
      h('Consumer rights') +
      p('Nothing in these terms limits your rights under the Consumer Protection Act, 2008.'),
  },
  {
    identifier: 'shipping-delivery',
    title: 'Shipping and delivery',
    description: 'Delivery costs and times across South Africa.',
    content:
      p('We deliver to street addresses across South Africa with our courier partners.') +
      ul(
        'Main centres (Cape Town, Johannesburg, Pretoria, Durban, Gqeberha, Bloemfontein): 1-3 working days',
        'Regional and outlying areas: 3-6 working days',
        `Standard delivery: R ${COURIER_FLAT_RATE}`,
        `Free delivery on orders over R ${FREE_COURIER_FROM}`,
        'Collect from our Cape Town warehouse: free, usually ready within 2 hours',
      ) +
      p('Orders placed before 12:00 on a working day leave our warehouse the same day. You will receive a tracking link by email and SMS.'),
  },
  {
    identifier: 'warranty-returns',
    title: 'Returns policy',
    description: 'How to return or exchange a product.',
    content: p(
      'Not happy with a product? You may return unopened products in their original packaging within 30 days of delivery for a refund or an exchange.',
      'Food, supplements and beauty products that have been opened can only be returned if they are faulty or damaged, because of food-safety rules.',
      'To return a product, email us your order number and the reason for the return. We will arrange a courier collection at no cost to you. Refunds are paid to the original payment method within 7 working days after we receive the product.',
    ),
  },
  {
    identifier: 'order-tracking',
    title: 'Track my Order',
    description: 'Find out where your parcel is.',
    content: p(
      'Every order gets a tracking link by email and SMS as soon as it leaves our warehouse.',
      'Signed in? Your orders and their status are listed under My account, Orders.',
      `Cannot find your tracking link? Contact us at <a href="mailto:${SHOP.email}">${SHOP.email}</a> with your order number.`,
    ),
  },
  {
    identifier: 'gift-card',
    title: 'Gift cards',
    description: 'Give the gift of healthy living.',
    content: p(
      'Health Dept gift cards are sent by email and can be spent on anything in our shop. Choose R 100, R 250, R 500 or R 1 000.',
      'Gift cards are valid for 3 years from the date of purchase, in line with the Consumer Protection Act. Enter the gift card code at checkout to redeem it; any remaining balance stays on the card.',
    ),
  },
  {
    identifier: 'magazine',
    title: 'Magazine',
    description: 'Recipes, nutrition tips and stories from our producers.',
    content:
      h('Five-minute banting breakfasts') +
      p(
        'No time in the morning? A spoon of nut butter, chia seeds soaked overnight in coconut milk and a handful of berries make a filling, low-carb start to the day.',
      ) +
      h('Meet the growers: rooibos from the Cederberg') +
      p('Rooibos grows only in a small area of the Western Cape. We visited the family farm near Clanwilliam that supplies our organic rooibos.') +
      h('Reading a label like a dietitian') +
      p('Ingredients are listed by weight, heaviest first. If sugar appears in three different forms, it probably belongs near the top.'),
  },
  {
    identifier: 'sale',
    title: 'Sale',
    description: 'Specials on health food, supplements and eco products.',
    content: p(
      'Our specials change every week. Stock up on pantry staples, supplements and natural beauty favourites while they last.',
      'Sale prices are valid while stocks last and cannot be combined with other coupon codes. Sign up for our newsletter to get 10% off your first order.',
    ),
  },
  {
    identifier: 'order-from-catalog',
    title: 'Order from our catalogue',
    description: 'Order by phone or email from the printed catalogue.',
    content: p(
      'Prefer paper? Our printed catalogue is available in our Cape Town store and from selected pharmacies.',
      `To order from the catalogue, email the product codes and quantities to <a href="mailto:${SHOP.email}">${SHOP.email}</a> or call ${SHOP.phone}. We will confirm the price and delivery costs and send you a secure payment link.`,
    ),
  },
];

export const blockContent: { identifier: string; title: string; content: string }[] = [
  {
    identifier: 'home-hero',
    title: 'Home hero',
    content:
      '<div class="hero"><img src="/banner/home-hero.png" width="1200" height="500" alt="Fresh, natural and proudly South African"><h2>Eat well, live well</h2><p>Pantry staples, superfoods and natural beauty, delivered across South Africa.</p><a href="/c/superfoods">Shop superfoods</a></div>',
  },
  {
    identifier: 'footer-about',
    title: 'Footer about',
    content: `<p>${SHOP.name} delivers honest health food, supplements and eco products across South Africa since 2016.</p>`,
  },
  {
    identifier: 'newsletter-promo',
    title: 'Newsletter promotion',
    content:
      '<div class="newsletter-promo"><img src="/banner/newsletter.png" alt=""><h3>Get 10% off your first order</h3><p>Subscribe to our newsletter for weekly specials, recipes and a 10% welcome coupon.</p></div>',
  },
  {
    identifier: 'free-delivery',
    title: 'Free delivery',
    content: `<p><strong>Free delivery</strong> on orders over R ${FREE_COURIER_FROM} to main centres.</p>`,
  },
  {
    identifier: 'sale-banner',
    title: 'Sale banner',
    content: '<div class="sale-banner"><img src="/banner/sale.png" alt="Weekly specials"><a href="/sale">See this week\'s specials</a></div>',
  },
  {
    // The product page's "Size guide" dialog (issue 14); an operator can rewrite it like any block.
    identifier: 'size-guide',
    title: 'Size guide',
    content: [
      '<p>Most products come in more than one pack size. The size on the label is what is inside the pack, without the packaging.</p>',
      '<table><caption>How pack sizes are given</caption><thead><tr><th scope="col">On the label</th><th scope="col">What it means</th></tr></thead><tbody>',
      '<tr><td>g, kg</td><td>Net weight: 1kg is 1 000g. Powders, flours, nuts, seeds and snacks.</td></tr>',
      '<tr><td>ml, l</td><td>Volume: 1l is 1 000ml. Oils, drinks, syrups and liquid supplements.</td></tr>',
      '<tr><td>capsules, tablets, softgels, sachets</td><td>Count: one is usually one daily serving; the label gives the dose.</td></tr>',
      '<tr><td>bags</td><td>Tea bags in the box; "loose" tea is sold by weight.</td></tr>',
      '<tr><td>6 x 1l, box of 12, 4 pack</td><td>A multipack: the number of items times the size of each.</td></tr>',
      '</tbody></table>',
      '<h3>How long a pack lasts</h3>',
      '<p>A protein powder scoop is about 30g: a 500g tub gives about 16 servings, 1kg about 33 and 2kg about 66. Larger packs usually cost less per 100g; compare the price per serving before you choose.</p>',
      `<p>Not sure which size suits you? <a href="/contact">Ask our team</a> or call ${SHOP.phone}.</p>`,
    ].join(''),
  },
];
