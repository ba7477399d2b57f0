import type { MessageRow } from './row.ts';

/** Messages of orders, payments and reviews. */
export const ORDER_MESSAGES: readonly MessageRow[] = [
  ['The order must be a JSON object', 'Die Bestellung muss ein JSON-Objekt sein', "L'ordine deve essere un oggetto JSON"],
  [
    'order_id must be a string of 1 to 100 characters',
    'order_id muss ein Text mit 1 bis 100 Zeichen sein',
    'order_id deve essere un testo da 1 a 100 caratteri',
  ],
  ['products must be a non-empty array', 'products muss eine nicht leere Liste sein', 'products deve essere un elenco non vuoto'],
  ['products[{index}] ({sku}): {problem}', 'products[{index}] ({sku}): {problem}', 'products[{index}] ({sku}): {problem}'],
  [
    'billingAddress.email is required (there is no shipping address or account to take it from)',
    'billingAddress.email ist erforderlich (es gibt keine Lieferadresse und kein Konto, aus dem sie übernommen werden kann)',
    "billingAddress.email è obbligatorio (non c'è un indirizzo di spedizione né un account da cui prenderlo)",
  ],
  [
    'Some of the ordered products are not available!',
    'Einige der bestellten Produkte sind nicht verfügbar!',
    'Alcuni dei prodotti ordinati non sono disponibili!',
  ],
  ['This order_id belongs to another order', 'Diese order_id gehört zu einer anderen Bestellung', 'Questo order_id appartiene a un altro ordine'],
  [
    'The payment method {method} is not available for payments in {currency}',
    'Die Zahlungsart {method} ist für Zahlungen in {currency} nicht verfügbar',
    'Il metodo di pagamento {method} non è disponibile per pagamenti in {currency}',
  ],
  ['Payment not found', 'Zahlung nicht gefunden', 'Pagamento non trovato'],
  ['grandTotal must be a non-negative number', 'grandTotal muss eine nicht negative Zahl sein', 'grandTotal deve essere un numero non negativo'],
  ['grandTotal does not match the order total', 'grandTotal stimmt nicht mit der Bestellsumme überein', "grandTotal non corrisponde al totale dell'ordine"],
  ['The return URL must be a string', 'Die Rücksprung-URL muss ein Text sein', "L'URL di ritorno deve essere un testo"],
  ['The return URL is not a valid URL', 'Die Rücksprung-URL ist keine gültige URL', "L'URL di ritorno non è un URL valido"],
  ['The return URL must lead back to this shop', 'Die Rücksprung-URL muss zu diesem Shop zurückführen', "L'URL di ritorno deve riportare a questo negozio"],
  [
    'No order waiting for payment has this checkoutReference',
    'Keine Bestellung, die auf ihre Zahlung wartet, hat diese checkoutReference',
    'Nessun ordine in attesa di pagamento ha questo checkoutReference',
  ],
  ['This order has already been paid', 'Diese Bestellung wurde bereits bezahlt', 'Questo ordine è già stato pagato'],
  [
    'No payment reference in the request (payment_intent, id, ref or checkoutReference)',
    'Die Anfrage enthält keine Zahlungsreferenz (payment_intent, id, ref oder checkoutReference)',
    'La richiesta non contiene un riferimento di pagamento (payment_intent, id, ref o checkoutReference)',
  ],
  ['outcome must be pay, cancel or fail', 'outcome muss pay, cancel oder fail sein', 'outcome deve essere pay, cancel o fail'],
  [
    'customer_id does not match the signed-in customer',
    'customer_id stimmt nicht mit dem angemeldeten Kunden überein',
    'customer_id non corrisponde al cliente che ha effettuato l’accesso',
  ],
  [
    'product_id must be the integer id of a product',
    'product_id muss die ganzzahlige ID eines Produkts sein',
    "product_id deve essere l'id intero di un prodotto",
  ],
  ['at most {max} ratings', 'höchstens {max} Bewertungen', 'al massimo {max} valutazioni'],
  [
    'ratings[{index}].value must be a whole number from 1 to 5',
    'ratings[{index}].value muss eine ganze Zahl von 1 bis 5 sein',
    'ratings[{index}].value deve essere un numero intero da 1 a 5',
  ],
  ['ratings[{index}].rating_name must be text', 'ratings[{index}].rating_name muss ein Text sein', 'ratings[{index}].rating_name deve essere un testo'],
  ['ratings must be a list', 'ratings muss eine Liste sein', 'ratings deve essere un elenco'],
  ["review_entity must be 'product'", "review_entity muss 'product' sein", "review_entity deve essere 'product'"],
  ['customer_id must be an integer or null', 'customer_id muss eine ganze Zahl oder null sein', 'customer_id deve essere un numero intero o null'],
];
