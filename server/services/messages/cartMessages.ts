import { LINE_MISSING } from '../../../src/domain/cartLineMissing.ts';
import type { MessageRow } from './row.ts';

/** Messages of the cart: lines, products, coupons, gift cards, shipping, and a cart of another view. */
export const CART_MESSAGES: readonly MessageRow[] = [
  ['No such entity with cartId = {cartId}', 'Es gibt keinen Warenkorb mit cartId = {cartId}', 'Nessun carrello con cartId = {cartId}'],
  [LINE_MISSING.en, LINE_MISSING.de, LINE_MISSING.it],
  [
    'This cart belongs to the store view "{cartView}" and cannot be used in the store view "{requested}"',
    'Dieser Warenkorb gehört zur Shop-Ansicht „{cartView}“ und kann in der Shop-Ansicht „{requested}“ nicht verwendet werden',
    'Questo carrello appartiene alla vista negozio "{cartView}" e non può essere usato nella vista negozio "{requested}"',
  ],
  ['qty must be a positive number', 'qty muss eine positive Zahl sein', 'qty deve essere un numero positivo'],
  ['The most you may purchase is 10000.', 'Sie können höchstens 10000 Stück kaufen.', 'La quantità massima acquistabile è 10000.'],
  ['This product is out of stock.', 'Dieses Produkt ist nicht vorrätig.', 'Questo prodotto è esaurito.'],
  [
    "The product that was requested doesn't exist. Verify the product and try again.",
    'Das angefragte Produkt existiert nicht. Bitte prüfen Sie das Produkt und versuchen Sie es erneut.',
    'Il prodotto richiesto non esiste. Verificare il prodotto e riprovare.',
  ],
  ['You need to choose options for your item.', 'Bitte wählen Sie die Optionen für Ihren Artikel.', "È necessario scegliere le opzioni dell'articolo."],
  [
    'Product that you are trying to add is not available.',
    'Das Produkt, das Sie hinzufügen möchten, ist nicht verfügbar.',
    'Il prodotto che si sta cercando di aggiungere non è disponibile.',
  ],
  [
    'A grouped product is added to the cart as its associated products.',
    'Ein gruppiertes Produkt wird mit seinen zugehörigen Produkten in den Warenkorb gelegt.',
    'Un prodotto raggruppato si aggiunge al carrello tramite i prodotti che lo compongono.',
  ],
  [
    "You've entered an incorrect coupon code. Please try again.",
    'Sie haben einen ungültigen Gutscheincode eingegeben. Bitte versuchen Sie es erneut.',
    'Il codice coupon inserito non è corretto. Riprovare.',
  ],
  ['Please correct the gift card code.', 'Bitte korrigieren Sie den Code der Geschenkkarte.', 'Correggere il codice della carta regalo.'],
  [
    'The gift card {code} is in {currency} and cannot pay for a cart in {cartCurrency}',
    'Die Geschenkkarte {code} lautet auf {currency} und kann einen Warenkorb in {cartCurrency} nicht bezahlen',
    'La carta regalo {code} è in {currency} e non può pagare un carrello in {cartCurrency}',
  ],
  [
    'The coupon {code} is for carts in {currency} and cannot be used in a cart in {cartCurrency}',
    'Der Gutschein {code} gilt für Warenkörbe in {currency} und kann in einem Warenkorb in {cartCurrency} nicht eingelöst werden',
    'Il coupon {code} vale per carrelli in {currency} e non può essere usato in un carrello in {cartCurrency}',
  ],
  ['No coupon code provided', 'Es wurde kein Gutscheincode angegeben', 'Nessun codice coupon fornito'],
  [
    'No cartItem element provided within the request body',
    'Die Anfrage enthält kein cartItem-Element',
    "Il corpo della richiesta non contiene l'elemento cartItem",
  ],
  [
    'No address element provided within the request body',
    'Die Anfrage enthält kein address-Element',
    "Il corpo della richiesta non contiene l'elemento address",
  ],
  [
    'No shipping and payment methods element provided within the request body',
    'Die Anfrage enthält kein Element mit Versand- und Zahlungsarten',
    'Il corpo della richiesta non contiene i metodi di spedizione e di pagamento',
  ],
  [
    'shipping carrier and method codes must be strings',
    'Versanddienstleister und Versandart müssen als Text angegeben werden',
    'Il corriere e il metodo di spedizione devono essere indicati come testo',
  ],
  [
    'Carrier with such method not found: {carrier}, {method}',
    'Kein Versanddienstleister mit dieser Versandart gefunden: {carrier}, {method}',
    'Nessun corriere trovato con questo metodo di spedizione: {carrier}, {method}',
  ],
];
