/** The wishlist's heart (24×24 viewBox), for the header button and the product toggle. */
export const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';
