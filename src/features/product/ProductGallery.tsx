import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { galleryImages, galleryImageUrl, imageUrl } from '../../components/productLink';
import type { Product } from '../../domain/types';

/**
 * Gallery of spec 000 §9 sizes: 600×744 main image, 150×150 thumbnails; explicit sizes so nothing
 * jumps. Thumbnails are buttons (Tab, Enter/Space); arrow keys, Home and End move between them.
 */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const images = galleryImages(product);
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key] + images.length) % images.length;
    setIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? (
          <img src={galleryImageUrl(current)} alt={product.name} width={600} height={744} fetchPriority="high" />
        ) : (
          <div className="gallery__placeholder" role="img" aria-label={t('catalog.noImage')} />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('catalog.gallery')} onKeyDown={onKeyDown}>
          {images.map((path, i) => (
            <li key={path}>
              <button
                type="button"
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                aria-pressed={i === index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
              >
                <img src={imageUrl(path, 150, 150)} alt={t('catalog.imageOf', { n: i + 1, name: product.name })} width={75} height={75} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
