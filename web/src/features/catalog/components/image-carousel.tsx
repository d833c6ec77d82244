import { useId, useState } from 'react';
import { PICTURE_SIZES } from '@shop/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ProductPicture } from '@/components/ui/product-picture';
import styles from './image-carousel.module.css';

/**
 * The product page's image carousel (the WAI-ARIA carousel pattern without auto-rotation): one large
 * image, previous / next buttons that wrap around, and a row of thumbnails to jump to an image. The
 * "image n of m" line is a polite live region, so a screen reader hears where it is after each step.
 */
export function ImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const slidesId = useId();
  const count = images.length;
  if (count === 0) {
    return <div className={styles.empty}>No image available</div>;
  }
  const index = Math.min(current, count - 1);
  const show = (next: number) => setCurrent((next + count) % count);
  const position = (i: number) => `image ${i + 1} of ${count}`;

  return (
    <section aria-roledescription="carousel" aria-label={`Images of ${title}`}>
      <div id={slidesId} className={styles.slides}>
        <ProductPicture
          key={images[index]}
          className={styles.image}
          src={images[index]!}
          alt={`${title}, ${position(index)}`}
          sizes={PICTURE_SIZES.productPage}
          width={600}
          // The product page's largest paint: fetched before anything else the page loads.
          loading="lcp"
          roleDescription="slide"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label="Previous image"
              aria-controls={slidesId}
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Next image"
              aria-controls={slidesId}
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <p aria-live="polite" className={styles.position}>
            Image {index + 1} of {count}
          </p>
          <ul className={styles.thumbs} aria-label="Choose an image">
            {images.map((image, i) => (
              <li key={`${image}-${i}`}>
                <button
                  type="button"
                  className={styles.thumb}
                  onClick={() => show(i)}
                  aria-label={`Show ${position(i)}`}
                  aria-current={i === index ? 'true' : undefined}
                >
                  <ProductPicture
                    className={styles.image}
                    src={image}
                    alt=""
                    sizes={PICTURE_SIZES.thumbnail}
                    width={64}
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
