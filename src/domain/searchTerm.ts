/** Spec 001 §5: 'Searched term should consist of at least 3 characters' (online and offline). */
export const MIN_TERM_LENGTH = 3;
