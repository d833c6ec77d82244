import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { type StoreCartLine, PICTURE_SIZES } from '@shop/domain';
import { fill, formatPrice, pageLanguage, words } from '@/app/i18n/page-language';
import shop from '@/components/ui/shop.module.css';
import { paths } from '@/config/paths';
import styles from './cart-line-item.module.css';
import { PriceChangedNotice } from './price-changed-notice';
import { QuantityControl } from './quantity-control';
import { ProductPicture } from '@/components/ui/product-picture';

/** One row of the cart: image, title, size, unit price, quantity, line total and remove. */
export function CartLineItem({
  line,
  busy,
  error,
  onQuantity,
  onRemove,
}: {
  line: StoreCartLine;
  busy: boolean;
  /** Why the quantity asked for was refused, shown beside the quantity. */
  error: string | null;
  onQuantity: (qty: number) => Promise<boolean>;
  onRemove: () => void;
}) {
  const errorId = useId();
  const { cart: text } = words();
  return (
    <li className={styles.line} data-testid="cart-line" data-product-id={line.productId}>
      <div className={styles.image}>
        <ProductPicture src={line.image} alt="" sizes={PICTURE_SIZES.thumbnail} width={96} />
      </div>
      <div className={styles.details}>
        {/* The English title the line was added with, marked as English (docs/decisions.md rule 83). */}
        <Link
          className={styles.title}
          to={paths.product.href(line.productId)}
          lang={pageLanguage() === 'en' ? undefined : 'en'}
        >
          {line.title}
        </Link>
        {line.size !== null && <p className={styles.fact}>{fill(text.size, { size: line.size })}</p>}
        <p className={styles.fact}>{fill(text.price, { price: formatPrice(line.unitPrice) })}</p>
        <PriceChangedNotice line={line} />
        {line.stock < line.qty && !error && (
          <p className={styles.problem}>
            {line.stock === 0 ? text.soldOutRemove : fill(text.onlyInStock, { count: line.stock })}
          </p>
        )}
      </div>
      <div className={styles.quantity}>
        <QuantityControl
          value={line.qty}
          max={line.stock}
          title={line.title}
          disabled={busy}
          errorId={error ? errorId : undefined}
          onChange={onQuantity}
        />
        {error && (
          <p id={errorId} role="alert" className={styles.problem} data-testid="cart-line-error">
            {error}
          </p>
        )}
      </div>
      <p className={styles.total}>
        <span className={shop.srOnly}>{text.lineTotal} </span>
        <span data-testid="cart-line-total">{formatPrice(line.lineTotal)}</span>
      </p>
      <button
        type="button"
        className={styles.remove}
        disabled={busy}
        onClick={onRemove}
        aria-label={fill(text.removeTitle, { title: line.title })}
      >
        {text.remove}
      </button>
    </li>
  );
}
