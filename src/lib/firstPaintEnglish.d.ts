// The English texts of the first paint, picked from locales/en at build time (scripts/firstPaintEnglish.ts).
declare module 'virtual:first-paint-english' {
  const texts: Record<string, unknown>;
  export default texts;
}
