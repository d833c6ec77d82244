import { useState } from 'react';
import { quantityRefusal, shopConfig, type StoreCart, type StoreCartLine } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { showSnackbar } from '@/components/ui/snackbar';
import { applyCoupon, changeCartQuantity } from '../api/change-cart';
import { cartChangeFailure } from '../api/error-message';

const { cart: cartMs, coupon: couponMs } = shopConfig.snackbarMs;

/**
 * The cart page's changes: one at a time (each answers the whole cart, which `setCart` shows), each
 * confirmed in a snackbar; a refused quantity or coupon is said beside what was refused. Refusals are
 * in the page's language: the API's English on an English page, else the cart's words for its code
 * (docs/decisions.md rule 79).
 */
export function useCartChanges(setCart: (cart: StoreCart) => void) {
  const { cart } = words();
  // One change at a time: each answers the whole cart, so overlapping answers could show an old one.
  const [busy, setBusy] = useState(false);
  // Refusals are said beside what was refused: a line's quantity, the coupon field.
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [couponError, setCouponError] = useState<string | null>(null);

  /**
   * Runs a change; on success shows `done` and answers null, on failure answers the message for the
   * caller to show beside its field (or, without `onFailure` there, in a snackbar).
   */
  async function change(
    run: () => Promise<StoreCart>,
    done: string,
    durationMs: number = cartMs,
  ): Promise<string | null> {
    setBusy(true);
    try {
      setCart(await run());
      showSnackbar({ message: done, durationMs, status: 'success' });
      return null;
    } catch (error) {
      return cartChangeFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function changeWithSnackbar(
    run: () => Promise<StoreCart>,
    done: string,
    durationMs: number = cartMs,
  ) {
    const failure = await change(run, done, durationMs);
    if (failure) showSnackbar({ message: failure, durationMs, status: 'error' });
  }

  function setLineError(lineId: string, message: string | null) {
    setLineErrors(({ [lineId]: _old, ...rest }) => (message ? { ...rest, [lineId]: message } : rest));
  }

  /** Why quantityRefusal refuses `qty`, in the page's words (its English in English). */
  function refusalOf(qty: number, stock: number): string | null {
    if (quantityRefusal(qty, stock) === null) return null;
    if (!Number.isInteger(qty) || qty < 1) return cart.quantityAtLeastOne;
    return stock === 0 ? cart.soldOutLine : fill(cart.onlyInStockLine, { count: stock });
  }

  /** A quantity typed or stepped: checked here against what the server would refuse, then sent. */
  async function changeQuantity(line: StoreCartLine, qty: number): Promise<boolean> {
    const refusal = refusalOf(qty, line.stock);
    if (refusal) {
      setLineError(line.id, refusal);
      return false;
    }
    const failure = await change(() => changeCartQuantity(line.id, qty), cart.quantityUpdated);
    setLineError(line.id, failure);
    return failure === null;
  }

  async function apply(code: string): Promise<boolean> {
    const failure = await change(async () => (await applyCoupon(code)).cart, cart.discountApplied, couponMs);
    setCouponError(failure);
    return failure === null;
  }

  return { busy, lineErrors, couponError, setCouponError, changeWithSnackbar, changeQuantity, apply };
}
