import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { presetSize, sizeChoice, sizeOptions, unitsLeftToMention, type StoreProduct } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import button from '@/components/ui/button.module.css';
import { HeartIcon } from '@/components/ui/icons';
import { toggleWishlist } from '@/features/wishlist/api/toggle-wishlist';
import { useSavedProductIds } from '@/features/wishlist/api/saved-products';
import { NotifyMe } from '@/features/notify-me/components/notify-me';
import { ExpressCheckoutSlot } from '@/features/checkout/components/express-checkout-slot';
import { addToCartAnnounced } from '../api/announced-actions';
import styles from './product-purchase.module.css';

/** A button's content while its request runs (the button is disabled meanwhile): a spinner and what happens. */
function Busy({ children }: { children: ReactNode }) {
  return (
    <>
      <span className={button.spinner} aria-hidden="true" />
      {children}
    </>
  );
}

const solidButton = `${button.button} ${button.lg} ${button.solid} ${styles.wide}`;

/**
 * Whether the element has scrolled away above the screen: the sticky bar shows then, and hides again
 * when the shopper scrolls back to the buy box (one observer, no scroll handler).
 */
function useScrolledPast(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch]);
  return watch && past;
}

/**
 * The product page's buying block: every size of a sized product, the sold-out ones marked and not
 * choosable, the only one in stock shown chosen (docs/decisions.md rules 14 and 74), "Only N left"
 * when 3 or fewer are, Add to cart, Sold out when nothing is (rule 15), and the wishlist toggle. Every outcome is a snackbar with the spec's text and duration; a missing size is
 * said next to the choice.
 */
export function ProductPurchase({
  product,
  fastCheckout = false,
  stickySummary,
}: {
  product: Pick<StoreProduct, 'sizesInStock' | 'inStock' | 'variants'> & { id: string };
  /** FAST CHECKOUT chose this product (the quick view): once added, go on to the checkout. */
  fastCheckout?: boolean;
  /**
   * The product page's sticky bar: what it says of the product (name and price) beside its own
   * Add to cart, shown once the buy box has scrolled away (docs/decisions.md rule 49).
   */
  stickySummary?: ReactNode;
}) {
  const navigate = useNavigate();
  const choice = sizeChoice(product);
  const options = sizeOptions(product);
  // Keyed by the product where it is used, so the preset is the product's own.
  const [size, setSize] = useState<string | null>(() => presetSize(options));
  const [sizeMissing, setSizeMissing] = useState(false);
  const [busy, setBusy] = useState<'cart' | 'wishlist' | null>(null);
  const saved = useSavedProductIds().has(product.id);
  const unitsLeft = choice.kind === 'sold-out' ? null : unitsLeftToMention(product.variants, size);
  const firstSizeRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const showSticky = useScrolledPast(submitRef, stickySummary !== undefined && choice.kind !== 'sold-out');
  const { listing, product: texts } = words();

  async function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice.kind === 'choose' && size === null) {
      setSizeMissing(true);
      firstSizeRef.current?.focus();
      return;
    }
    setBusy('cart');
    // Fast checkout goes on to the checkout, not the cart, as soon as the add is confirmed
    // (docs/decisions.md rules 53 and 73); its message is shown there.
    await addToCartAnnounced(
      product.id,
      size ?? undefined,
      fastCheckout ? () => navigate(paths.checkout.href()) : undefined,
    );
    setBusy(null);
  }

  async function toggleSaved() {
    setBusy('wishlist');
    await toggleWishlist(product.id, saved);
    setBusy(null);
  }

  return (
    <form onSubmit={addToCart} className={styles.form} noValidate>
      {options.length > 0 && (
        <SizeChoice
          productId={product.id}
          options={options}
          size={size}
          firstSizeRef={firstSizeRef}
          sizeMissing={sizeMissing}
          onChoose={(chosen) => {
            setSize(chosen);
            setSizeMissing(false);
          }}
        />
      )}

      {unitsLeft !== null && (
        <p className={styles.unitsLeft} data-testid="units-left">
          {fill(words().product.unitsLeft, { count: unitsLeft })}
        </p>
      )}
      {choice.kind === 'sold-out' ? (
        <SoldOut productId={product.id} sized={options.length > 0} />
      ) : (
        <button ref={submitRef} type="submit" className={solidButton} disabled={busy !== null}>
          {busy === 'cart' ? (
            <Busy>{listing.adding}</Busy>
          ) : fastCheckout ? (
            listing.fastCheckout
          ) : (
            listing.addToCart
          )}
        </button>
      )}
      {/* "Buy now" with a wallet, on the product page (the one with the sticky bar), for this one
          product in the chosen size (docs/decisions.md rule 76). */}
      {stickySummary !== undefined && choice.kind !== 'sold-out' && (
        <ExpressCheckoutSlot
          source={
            options.length > 0 && size === null ? null : { kind: 'product', productId: product.id, size }
          }
          hint={texts.buyNowHint}
        />
      )}
      {/* Out of the accessibility tree while hidden: one Add to cart at a time. A missing size
          sends the shopper back to the choice above (addToCart focuses it). */}
      {stickySummary !== undefined && (
        <div className={styles.sticky} hidden={!showSticky} data-testid="sticky-buy-bar">
          <div className={styles.stickySummary}>{stickySummary}</div>
          <button type="submit" className={`${button.button} ${button.solid}`} disabled={busy !== null}>
            {busy === 'cart' ? <Busy>{listing.adding}</Busy> : listing.addToCart}
          </button>
        </div>
      )}
      <button
        type="button"
        className={`${button.button} ${button.lg} ${button.outline} ${styles.wide} ${styles.wishlist}`}
        onClick={toggleSaved}
        aria-pressed={saved}
        disabled={busy !== null}
      >
        {busy === 'wishlist' ? (
          <Busy>{saved ? texts.removing : listing.adding}</Busy>
        ) : (
          <>
            <HeartIcon size={18} fill={saved ? 'currentColor' : 'none'} />
            {saved ? listing.savedInWishlist : listing.addToWishlist}
          </>
        )}
      </button>
    </form>
  );
}

/**
 * Every size, the sold-out ones marked and not choosable, "Notify me" for those under them
 * (docs/decisions.md rules 74 and 77), and "Please choose a size." when none was chosen.
 */
function SizeChoice({
  productId,
  options,
  size,
  firstSizeRef,
  sizeMissing,
  onChoose,
}: {
  productId: string;
  options: ReturnType<typeof sizeOptions>;
  size: string | null;
  /** The first size in stock, which a missing size sends the focus to. */
  firstSizeRef: RefObject<HTMLInputElement | null>;
  sizeMissing: boolean;
  onChoose: (size: string) => void;
}) {
  const errorId = useId();
  const { product: texts, sizes } = words();
  const firstInStock = options.find((option) => option.inStock)?.size;
  return (
    <fieldset className={styles.sizes} aria-describedby={sizeMissing ? errorId : undefined}>
      <legend className={styles.legend}>{sizes.size}</legend>
      <div className={styles.sizeOptions} data-testid="size-options">
        {options.map((option) => (
          <label
            key={option.size}
            className={option.inStock ? styles.size : `${styles.size} ${styles.soldOutSize}`}
          >
            <input
              ref={option.size === firstInStock ? firstSizeRef : undefined}
              className={styles.sizeInput}
              type="radio"
              name="size"
              value={option.size}
              checked={size === option.size}
              disabled={!option.inStock}
              onChange={() => onChoose(option.size)}
            />
            {option.label}
            {!option.inStock && <span className={styles.soldOutMark}>{texts.soldOutMark}</span>}
          </label>
        ))}
      </div>
      {/* "Notify me" for a sold-out size, under the sizes it is about (docs/decisions.md rules 74 and 77). */}
      {options.some((option) => !option.inStock) && (
        <NotifyMe productId={productId} sizes={options.filter((option) => !option.inStock)} />
      )}
      {sizeMissing && (
        <p id={errorId} role="alert" className={styles.sizeMissing}>
          {texts.chooseSize}
        </p>
      )}
    </fieldset>
  );
}

/** Sold out (rule 15), and "Notify me" here for a product without sizes. */
function SoldOut({ productId, sized }: { productId: string; sized: boolean }) {
  const { listing, product: texts } = words();
  return (
    <div>
      <button type="button" className={solidButton} disabled>
        {listing.soldOut}
      </button>
      <p className={styles.soldOutNote}>{texts.soldOutNote}</p>
      {!sized && <NotifyMe productId={productId} sizes={[]} />}
    </div>
  );
}
