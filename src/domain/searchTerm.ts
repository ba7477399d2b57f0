/** Spec 001 §5: 'Searched term should consist of at least 3 characters' (online and offline). */
export const MIN_TERM_LENGTH = 3;

/** Runs of white space count as one, leading and trailing ones not at all. */
export const normaliseTerm = (raw: string) => raw.replace(/\s+/g, ' ').trim();

/** A term long enough to search for (validation.ts's searchTermError names the message). */
export const isSearchableTerm = (raw: string) => normaliseTerm(raw).length >= MIN_TERM_LENGTH;
