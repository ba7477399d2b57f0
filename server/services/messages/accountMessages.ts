import type { MessageRow } from './row.ts';

/** Messages of accounts: sign-in, registration, passwords, addresses, wishlist, the mail service. */
export const ACCOUNT_MESSAGES: readonly MessageRow[] = [
  [
    'A customer with the same email already exists in an associated website.',
    'Es gibt bereits ein Kundenkonto mit dieser E-Mail-Adresse.',
    'Esiste già un cliente con lo stesso indirizzo e-mail.',
  ],
  [
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt. Bitte warten Sie und versuchen Sie es später erneut.',
    "L'accesso non è riuscito oppure l'account è temporaneamente disattivato. Attendere e riprovare più tardi.",
  ],
  [
    'Too many failed sign-in attempts. Please wait and try again later.',
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie und versuchen Sie es später erneut.',
    'Troppi tentativi di accesso non riusciti. Attendere e riprovare più tardi.',
  ],
  ["The password doesn't match this account.", 'Das Passwort passt nicht zu diesem Konto.', 'La password non corrisponde a questo account.'],
  ['username and password are required', 'Benutzername und Passwort sind erforderlich', 'Nome utente e password sono obbligatori'],
  [
    'currentPassword and newPassword are required',
    'Das aktuelle und das neue Passwort sind erforderlich',
    'La password attuale e quella nuova sono obbligatorie',
  ],
  ['Invalid e-mail provided!', 'Die angegebene E-Mail-Adresse ist ungültig!', "L'indirizzo e-mail fornito non è valido!"],
  [
    'The password token is mismatched. Reset and try again.',
    'Der Link zum Zurücksetzen des Passworts ist ungültig. Bitte fordern Sie einen neuen an und versuchen Sie es erneut.',
    'Il link per reimpostare la password non è valido. Richiederne uno nuovo e riprovare.',
  ],
  [
    'The password token is expired. Reset and try again.',
    'Der Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie einen neuen an und versuchen Sie es erneut.',
    'Il link per reimpostare la password è scaduto. Richiederne uno nuovo e riprovare.',
  ],
  [
    'Provided invalid address.id or address.customer_id',
    'Die angegebene address.id oder address.customer_id ist ungültig',
    'address.id o address.customer_id non valido',
  ],
  ['addresses may hold at most {max} items', 'addresses darf höchstens {max} Einträge enthalten', 'addresses può contenere al massimo {max} elementi'],
  ['No such product: {skus}', 'Dieses Produkt gibt es nicht: {skus}', 'Prodotto inesistente: {skus}'],
  [
    'A wishlist holds at most {max} products',
    'Eine Wunschliste fasst höchstens {max} Produkte',
    'Una lista dei desideri può contenere al massimo {max} prodotti',
  ],
  ['Email is not authorized!', 'Diese E-Mail ist nicht berechtigt!', 'E-mail non autorizzata!'],
  [
    'Target email address is not from the whitelist!',
    'Die Empfängeradresse steht nicht auf der Liste der erlaubten Adressen!',
    "L'indirizzo del destinatario non è nell'elenco degli indirizzi consentiti!",
  ],
  ['subject and emailText: Field is required', 'Betreff und E-Mail-Text: Dieses Feld ist erforderlich', "Oggetto e testo dell'e-mail: campo obbligatorio"],
];
