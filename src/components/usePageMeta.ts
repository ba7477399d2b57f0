import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title ('<title> | <shop name>') and the meta description for the current page. */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { t } = useTranslation();
  const shop = t('common.shopName');
  useEffect(() => {
    // CMS meta titles may already end with the shop name; a product named after the shop
    // ("Health Dept Gift Card R100") still gets the suffix.
    document.title = !title ? shop : title === shop || title.endsWith(`| ${shop}`) ? title : `${title} | ${shop}`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, shop]);
}
