import type { MessageRow } from './row.ts';

/** Messages of the server's plumbing: the error handler, limits, tokens, files, and generic field rules. */
export const SYSTEM_MESSAGES: readonly MessageRow[] = [
  ['Internal server error', 'Interner Serverfehler', 'Errore interno del server'],
  ['Route {method} {url} not found', 'Die Route {method} {url} wurde nicht gefunden', 'Percorso {method} {url} non trovato'],
  ['Bad request', 'Ungültige Anfrage', 'Richiesta non valida'],
  ['URI too long', 'Die URI ist zu lang', 'URI troppo lunga'],
  ['The URL is not valid percent-encoded UTF-8', 'Die URL ist kein gültiges prozentkodiertes UTF-8', "L'URL non è UTF-8 valido con codifica percentuale"],
  ['Invalid request: {details}', 'Ungültige Anfrage: {details}', 'Richiesta non valida: {details}'],
  [
    'Invalid request: {part} {where} contains a NUL character or a broken (unpaired surrogate) character',
    'Ungültige Anfrage: {part} {where} enthält ein NUL-Zeichen oder ein defektes Zeichen (ungepaartes Surrogat)',
    'Richiesta non valida: {part} {where} contiene un carattere NUL o un carattere danneggiato (surrogato spaiato)',
  ],
  [
    'Too many requests. Please wait and try again later.',
    'Zu viele Anfragen. Bitte warten Sie und versuchen Sie es später erneut.',
    'Troppe richieste. Attendere e riprovare più tardi.',
  ],
  [
    "The consumer isn't authorized to access self.",
    'Sie sind nicht berechtigt, auf dieses Konto zuzugreifen.',
    'Non si è autorizzati ad accedere a questo account.',
  ],
  ['No refresh token provided', 'Es wurde kein Aktualisierungstoken angegeben', 'Nessun token di aggiornamento fornito'],
  ['Invalid refresh token provided', 'Das angegebene Aktualisierungstoken ist ungültig', 'Il token di aggiornamento fornito non è valido'],
  // Fastify's own answers to a body it cannot read (its 4xx messages reach the envelope as they are).
  ['Request body is too large', 'Der Inhalt der Anfrage ist zu groß', 'Il corpo della richiesta è troppo grande'],
  ['Unsupported Media Type', 'Nicht unterstützter Medientyp', 'Tipo di contenuto non supportato'],
  [
    'Request body size did not match Content-Length',
    'Die Größe des Inhalts passt nicht zu Content-Length',
    'La dimensione del corpo non corrisponde a Content-Length',
  ],
  [
    "Body cannot be empty when content-type is set to 'application/json'",
    "Der Inhalt darf nicht leer sein, wenn content-type 'application/json' ist",
    "Il corpo non può essere vuoto se content-type è 'application/json'",
  ],
  [
    "Body is not valid JSON but content-type is set to 'application/json'",
    "Der Inhalt ist kein gültiges JSON, obwohl content-type 'application/json' ist",
    "Il corpo non è un JSON valido ma content-type è 'application/json'",
  ],
  ['Missing url', 'Die URL fehlt', "Manca l'URL"],
  // Field rules that many routes share; `{field}` is the request field's name, kept as sent.
  ['{field} is required', '{field} ist erforderlich', '{field} è obbligatorio'],
  ['{field} parameter is required', 'Der Parameter {field} ist erforderlich', 'Il parametro {field} è obbligatorio'],
  ['{field} not provided', '{field} wurde nicht angegeben', '{field} non è stato fornito'],
  ['{field} must be an array', '{field} muss eine Liste sein', '{field} deve essere un elenco'],
  ['{field} must be a string', '{field} muss ein Text sein', '{field} deve essere un testo'],
  ['{field} must be a number', '{field} muss eine Zahl sein', '{field} deve essere un numero'],
  ['{field} must be an integer', '{field} muss eine ganze Zahl sein', '{field} deve essere un numero intero'],
  ['{field} must be an object', '{field} muss ein Objekt sein', '{field} deve essere un oggetto'],
  ['{field} must be a whole number', '{field} muss eine ganze Zahl sein', '{field} deve essere un numero intero'],
  ['{field} must be a whole number above 0', '{field} muss eine ganze Zahl größer als 0 sein', '{field} deve essere un numero intero maggiore di 0'],
  ['{field} must have at most {max} characters', '{field} darf höchstens {max} Zeichen haben', '{field} può avere al massimo {max} caratteri'],
  // A field's rule from src/domain/validation.ts: the rule is translated, the field's name kept.
  ['{field}: {problem}', '{field}: {problem}', '{field}: {problem}'],
];
