import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import { useId, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import {
  cartUnitPrice,
  formatEuro,
  productText,
  shopConfig,
  sizeChoice,
  wishlistPrice,
  type WishlistItem,
  type WithId,
  PICTURE_SIZES,
} from '@shop/domain';
import button from '@/components/ui/button.module.css';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import shop from '@/components/ui/shop.module.css';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { addProductToCart } from '@/features/cart/api/add-to-cart';
import { cartChangeFailure } from '@/features/cart/api/error-message';
import { useProductPage } from '@/features/catalog/api/get-product-page';
import { useWishlist } from '../api/get-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';
import styles from './wishlist-page.module.css';
import { ProductPicture } from '@/components/ui/product-picture';
import { WishlistAlerts } from './wishlist-alerts';

const { cart: cartMs, wishlist: wishlistMs } = shopConfig.snackbarMs;
const continueShoppingHref = paths.products.href({ p: 'bags', t: 'all' });

/**
 * A saved product as it is today: its price, its sizes in stock and its title in the page's
 * language (docs/decisions.md rule 83), or gone from the shop.
 */
function useTodaysProduct(productId: string) {
  const state = useProductPage(productId);
  if (state.status !== 'success') return state;
  return {
    status: 'success' as const,
    price: cartUnitPrice(state.product, state.sale),
    choice: sizeChoice(state.product),
    title: productText(state.product, 'title', pageLanguage()),
  };
}

function WishlistRow({
  item,
  busy,
  onAddToCart,
  onRemove,
}: {
  item: WithId<WishlistItem>;
  busy: boolean;
  onAddToCart: (size: string | undefined) => void;
  onRemove: () => void;
}) {
  const { product } = item;
  const today = useTodaysProduct(item.productId);
  const [size, setSize] = useState('');
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const baseId = useId();
  const price = today.status === 'success' ? wishlistPrice(product.price, today.price) : null;
  const choice = today.status === 'success' ? today.choice : null;
  // Today's translation of its title once read, else the English title it was saved with.
  const title =
    today.status === 'success' && today.title.lang !== 'en'
      ? today.title
      : { text: product.title, lang: 'en' };
  const titleLang = pageLanguage() === 'en' ? undefined : title.lang;

  function addToCart() {
    if (choice?.kind === 'choose' && size === '') {
      setSizeMissing(true);
      sizeRef.current?.focus();
      return;
    }
    onAddToCart(size === '' ? undefined : size);
  }

  const { wishlistPage, sizes, listing } = words();
  const smallButton = `${button.button} ${button.sm} ${styles.action}`;
  const outlineButton = `${smallButton} ${button.outline} ${button.inkBorder}`;
  return (
    <li data-testid="wishlist-item" data-product-id={item.productId} className={styles.item}>
      <div className={styles.imageBox}>
        <ProductPicture
          src={product.displayImage}
          alt=""
          sizes={PICTURE_SIZES.thumbnail}
          width={96}
          className={styles.image}
        />
      </div>
      <div>
        <p className={styles.brand}>{product.brand}</p>
        <p className={styles.productTitle} lang={titleLang}>
          {title.text}
        </p>
        <p className={styles.category}>{product.category}</p>
        {price === null ? (
          <p className={styles.price}>{formatEuro(product.price)}</p>
        ) : (
          <p className={styles.price} data-testid="wishlist-price">
            <span className={price.droppedFrom === null ? undefined : styles.dropped}>
              {formatEuro(price.price)}
            </span>
            {price.droppedFrom !== null && (
              <>
                {' '}
                <span className={shop.srOnly}>{wishlistPage.was}</span>
                <s className={styles.was}>{formatEuro(price.droppedFrom)}</s>{' '}
                <span className={styles.droppedNote}>{wishlistPage.priceDropped}</span>
              </>
            )}
          </p>
        )}
        {today.status === 'not-found' && <p className={styles.gone}>{wishlistPage.gone}</p>}
        {choice?.kind === 'choose' && (
          <div className={styles.size}>
            <label htmlFor={`${baseId}-size`} className={styles.sizeLabel}>
              {sizes.size}
            </label>
            <select
              ref={sizeRef}
              id={`${baseId}-size`}
              value={size}
              onChange={(event) => {
                setSize(event.target.value);
                setSizeMissing(false);
              }}
              aria-describedby={sizeMissing ? `${baseId}-size-error` : undefined}
              aria-invalid={sizeMissing || undefined}
              className={styles.sizeSelect}
            >
              <option value="">{sizes.chooseSize}</option>
              {choice.sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {sizeMissing && (
              <p id={`${baseId}-size-error`} role="alert" className={styles.sizeError}>
                {wishlistPage.chooseSize}
              </p>
            )}
          </div>
        )}
      </div>
      <div className={styles.actions}>
        {choice?.kind === 'sold-out' || today.status === 'not-found' ? (
          <button type="button" className={`${smallButton} ${button.solid}`} disabled>
            {listing.soldOut}
          </button>
        ) : (
          <button
            type="button"
            className={`${smallButton} ${button.gold}`}
            // Not disabled while today's product loads (a fading-in button would flicker): before
            // the sizes are known the server decides, and asks for a size when it needs one.
            disabled={busy}
            onClick={addToCart}
            aria-label={fill(wishlistPage.addLabel, { title: title.text })}
          >
            {listing.addToCart}
          </button>
        )}
        <Link
          to={paths.product.href(item.productId)}
          className={outlineButton}
          aria-label={fill(wishlistPage.seeLabel, { title: title.text })}
        >
          {wishlistPage.seeProduct}
        </Link>
        <button
          type="button"
          className={outlineButton}
          disabled={busy}
          onClick={onRemove}
          aria-label={fill(wishlistPage.removeLabel, { title: title.text })}
        >
          {words().cart.remove}
        </button>
      </div>
    </li>
  );
}

/**
 * /wishlist: each entry at today's price (with the saved one when it dropped), with ADD TO CART
 * (asking for the size when several are in stock; the entry stays saved), SOLD OUT when nothing is
 * in stock, SEE PRODUCT and REMOVE; 'Your wishlist is empty.' with a way back to the shop when empty.
 */
export function WishlistPage() {
  const { pages, wishlistPage, cart } = words();
  useDocumentTitle(pages.wishlist);
  const { state, reload, removeLocally } = useWishlist();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(
    item: WithId<WishlistItem>,
    run: () => Promise<{ message: string; durationMs: number }>,
  ) {
    setBusyId(item.id);
    try {
      const outcome = await run();
      showSnackbar({ ...outcome, status: 'success' });
    } catch (error) {
      showSnackbar({ message: cartChangeFailure(error), durationMs: cartMs, status: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  const addToCart = (item: WithId<WishlistItem>, size: string | undefined) =>
    act(item, async () => {
      const outcome = await addProductToCart(item.productId, size);
      return {
        message: outcome === 'added' ? cart.added : cart.alreadyIn,
        durationMs: cartMs,
      };
    });

  const remove = (item: WithId<WishlistItem>) =>
    act(item, async () => {
      await removeFromWishlist(item.id);
      removeLocally(item.id);
      return { message: wishlistPage.removed, durationMs: wishlistMs };
    });

  return (
    <div className={`${shop.container} ${styles.page}`}>
      <h1 className={`${shop.pageTitle} ${styles.title}`}>{pages.wishlist}</h1>
      {state.status === 'loading' && <LoadingState label={wishlistPage.loading} />}
      {state.status === 'error' && (
        <ErrorState title={wishlistPage.loadFailed} message={wishlistPage.readFailed}>
          <button
            type="button"
            className={`${button.button} ${button.sm} ${button.outline} ${styles.retry}`}
            onClick={reload}
          >
            {cart.tryAgain}
          </button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <div className={styles.empty} data-testid="empty-wishlist">
          <p className={styles.emptyText}>{wishlistPage.empty}</p>
          <Link to={continueShoppingHref} className={styles.continue}>
            {cart.continueShopping}
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.items.length > 0 && <WishlistAlerts source="wishlist" />}
      {state.status === 'ready' && state.items.length > 0 && (
        <ul className={styles.items} aria-label={wishlistPage.items}>
          {state.items.map((item) => (
            <WishlistRow
              key={item.id}
              item={item}
              busy={busyId === item.id}
              onAddToCart={(size) => void addToCart(item, size)}
              onRemove={() => void remove(item)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
