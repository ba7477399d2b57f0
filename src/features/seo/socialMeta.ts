/**
 * Open Graph and Twitter card tags (issue 14: a shared link shows a card in messengers). The tag
 * lists are pure; applyMetaTags writes them into <head> and takes them out again when the page goes.
 */
export interface MetaTag {
  /** 'og:title', 'product:price:amount', 'twitter:card'… */
  key: string;
  content: string;
}

export interface SocialInput {
  title: string;
  description?: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the picture, if the page has one. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  siteName: string;
}

export function socialTags({ title, description, url, image, type = 'website', siteName }: SocialInput): MetaTag[] {
  const tags: MetaTag[] = [
    { key: 'og:type', content: type },
    { key: 'og:site_name', content: siteName },
    { key: 'og:title', content: title },
    { key: 'og:url', content: url },
    // A large picture card when there is a picture, else the small summary card.
    { key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { key: 'twitter:title', content: title },
  ];
  if (description) tags.push({ key: 'og:description', content: description }, { key: 'twitter:description', content: description });
  if (image) tags.push({ key: 'og:image', content: image }, { key: 'twitter:image', content: image });
  return tags;
}

/** The price a product card shows: the page's price, two decimals with a dot. */
export function priceTags(amount: string, currency: string): MetaTag[] {
  return [
    { key: 'product:price:amount', content: amount },
    { key: 'product:price:currency', content: currency },
  ];
}

// Open Graph tags are "property" attributes, Twitter's are "name" attributes.
const attributeOf = (key: string) => (key.startsWith('twitter:') ? 'name' : 'property');

/** Writes the tags into <head> (one element per key) and returns how to take them out again. */
export function applyMetaTags(tags: MetaTag[], head: HTMLElement = document.head): () => void {
  const made = tags.map(({ key, content }) => {
    const attr = attributeOf(key);
    let meta = head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attr, key);
      head.appendChild(meta);
    }
    meta.content = content;
    return meta;
  });
  return () => made.forEach((m) => m.remove());
}
