/** Every locale file of this language as one lazy chunk (see i18n.ts). */
export default Object.values(import.meta.glob<Record<string, unknown>>('../../../locales/it/*.json', { eager: true, import: 'default' }));
