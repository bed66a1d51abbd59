import { useState } from 'react';
import { useT } from '../../app/site-context';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../../lib/images';

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * The product's images: one large, the others as thumbnails that bring them forward. The
 * first image is the selected variant's; a new selection starts the gallery again on it.
 * Images carry their dimensions, so nothing moves while they load. The first thumbnail is the
 * large image's own file, so it loads with it (eagerly, at high priority): Chrome does not count a large
 * image of little detail (these SVGs) as the largest paint, but it counts the small copy,
 * which a phone's first screen shows, so that thumbnail can be the page's LCP element.
 */
/** Thumbnails in the first row on a 375–412 px phone (the row wraps after five). */
const FIRST_ROW = 5;

export function Gallery({ images }: { images: readonly GalleryImage[] }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const [first, setFirst] = useState(images[0]?.src);
  // A new first image (another shade picked): show it, as the shopper expects.
  if (images[0]?.src !== first) {
    setFirst(images[0]?.src);
    setShown(0);
  }
  const current = images[shown] ?? images[0];
  if (!current) return null;
  return (
    <section className="gallery" aria-label={t('product.galleryLabel')}>
      <img
        className="gallery-main"
        src={current.src}
        alt={current.alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                aria-current={index === shown ? 'true' : undefined}
                aria-label={t('product.showImage', { name: image.alt })}
                onClick={() => setShown(index)}
              >
                <img
                  src={image.src}
                  alt=""
                  width={IMAGE_WIDTH / 8}
                  height={IMAGE_HEIGHT / 8}
                  // The first row is on the first screen of a phone: never lazy (a lazy image
                  // there can end up the page's largest paint, fetched last).
                  loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
