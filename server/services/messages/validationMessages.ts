import type { MessageEntry } from '../../../src/domain/messageTemplates.ts';
import { VALIDATION_TEXT, type Rule } from '../../../src/domain/validation.ts';

/**
 * The shared field rules (src/domain/validation.ts) as the server sends them in its reasons, in the
 * wording of the shop's own German and Italian forms (locales/de|it/validation.json).
 */
const TRANSLATED: Record<Rule, [de: string, it: string]> = {
  required: ['Dieses Feld ist erforderlich', 'Campo obbligatorio'],
  nameMin: ['Der Name muss mindestens 2 Buchstaben haben', 'Il nome deve contenere almeno 2 lettere'],
  email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein', 'Inserire un indirizzo e-mail valido'],
  passwordMin: ['Das Passwort muss mindestens 8 Zeichen haben', 'La password deve contenere almeno 8 caratteri'],
  passwordMax: ['Das Passwort darf höchstens 256 Zeichen haben', 'La password deve avere al massimo 256 caratteri'],
  passwordsIdentical: ['Die Passwörter müssen übereinstimmen', 'Le password devono coincidere'],
  zipMin: ['Die Postleitzahl muss mindestens 3 Zeichen haben', 'Il CAP deve contenere almeno 3 caratteri'],
  taxIdMin: ['Die Steuernummer muss mindestens 3 Zeichen haben', 'Il codice fiscale deve contenere almeno 3 caratteri'],
  terms: ['Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren', 'È necessario accettare i termini e condizioni'],
  searchMin: ['Der Suchbegriff muss mindestens 3 Zeichen lang sein', 'Il termine di ricerca deve contenere almeno 3 caratteri'],
  qtyAboveZero: ['Die Menge muss größer als 0 sein', 'La quantità deve essere maggiore di 0'],
  qtyBelow: ['Die Menge muss kleiner als {quantity} sein', 'La quantità deve essere inferiore a {quantity}'],
  qtyPositiveInteger: ['Die Menge muss eine positive ganze Zahl sein', 'La quantità deve essere un numero intero positivo'],
  qtyOnlyAvailable: ['Von diesem Produkt sind nur {maxQuantity} Stück verfügbar', 'Sono disponibili solo {maxQuantity} pezzi di questo prodotto'],
  storeRequired: ['Bitte wählen Sie einen Laden', 'Scegliere un negozio'],
  poNumber: [
    'Die Bestellnummer darf bis zu 40 Buchstaben, Ziffern, Leerzeichen und - / . _ enthalten',
    "Il numero d'ordine d'acquisto può avere fino a 40 lettere, cifre, spazi e - / . _",
  ],
  commentMax: ['Die Anmerkung darf höchstens 500 Zeichen haben', 'Il commento deve avere al massimo 500 caratteri'],
};

/** messageText() writes `{{quantity}}`'s value into the text; the catalogue's placeholder is `{quantity}`. */
export const VALIDATION_MESSAGES: MessageEntry[] = Object.entries(TRANSLATED).map(([rule, [de, it]]) => ({
  en: VALIDATION_TEXT[rule as Rule].replace(/\{\{(\w+)\}\}/g, '{$1}'),
  de,
  it,
}));
