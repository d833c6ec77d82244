import { useEffect, useId, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { formatPrice, pageLanguage, words } from '@/app/i18n/page-language';
import { productText, type StoreListingProduct, PICTURE_SIZES } from '@shop/domain';
import { paths } from '@/config/paths';
import { CloseIcon } from '@/components/ui/icons';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Snackbars } from '@/components/ui/snackbar';
import { useStoreProduct } from '../api/get-store-product';
import { ProductPurchase } from './product-purchase';
import { ProductPicture } from '@/components/ui/product-picture';

/**
 * The listing's quick view (storefront.md section 2): image, brand, price, description, View Item
 * and ADD TO CART (with the size choice when several sizes are in stock). A native modal <dialog>:
 * the browser keeps focus inside it, closes it with Escape and returns focus to the button that
 * opened it. Loaded only when a shopper opens it, so listings do not carry its code.
 */
export function QuickViewDialog({
  card,
  fastCheckout = false,
  onClose,
}: {
  card: StoreListingProduct;
  /** Opened by FAST CHECKOUT for a product with sizes: adding then goes on to the checkout. */
  fastCheckout?: boolean;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const state = useStoreProduct(card.productId);
  const texts = words().product;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const onSale = card.discountPercent !== null && card.salePrice !== null;
  // The admin's translations, else the supplier's English marked as such (docs/decisions.md rule 83).
  const language = pageLanguage();
  const langOf = (text: { lang: string }) => (language === 'en' ? undefined : text.lang);
  const title = productText(card, 'title', language);
  const description = state.status === 'success' ? productText(state.product, 'description', language) : null;
  return (
    <chakra.dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog element itself: close, as modals do.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      w="min(56rem, calc(100vw - 2rem))"
      maxH="calc(100vh - 2rem)"
      m="auto"
      p="0"
      border="none"
      bg="white"
      color="ink"
      boxShadow="2xl"
      _backdrop={{ bg: 'blackAlpha.600' }}
    >
      <Box
        position="relative"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap="6"
        p="6"
      >
        <chakra.button
          type="button"
          onClick={() => dialogRef.current?.close()}
          aria-label={texts.closeQuickView}
          position="absolute"
          top="2"
          right="2"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="11"
          h="11"
          rounded="full"
          bg="white"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
        >
          <CloseIcon />
        </chakra.button>
        <Box bg="gray.100" aspectRatio="4 / 5" overflow="hidden">
          <ProductPicture
            src={card.displayImage}
            alt={title.text}
            sizes={PICTURE_SIZES.quickView}
            width={400}
            loading="eager"
            fit="cover"
          />
        </Box>
        <Box pr={{ md: '8' }}>
          <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase">
            {card.brand}
          </Text>
          <Heading as="h2" id={headingId} size="xl" fontWeight="normal" mt="1" lang={langOf(title)}>
            {title.text}
          </Heading>
          <Text fontSize="xl" mt="3">
            {onSale ? (
              <>
                <chakra.span color="red.700">{formatPrice(card.salePrice!)}</chakra.span>{' '}
                <chakra.s color="fg.muted" fontSize="md">
                  {formatPrice(card.price)}
                </chakra.s>{' '}
                <chakra.span fontSize="sm">-{card.discountPercent}%</chakra.span>
              </>
            ) : (
              formatPrice(card.price)
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {words().policies.vatIncluded}
          </Text>
          {state.status === 'loading' && <LoadingState label={texts.loadingDetails} />}
          {state.status === 'error' && (
            <ErrorState title={texts.detailsUnavailable} message={texts.loadFailed} />
          )}
          {state.status === 'not-found' && (
            <Text mt="4" color="fg.muted">
              {texts.noLongerInCollection}
            </Text>
          )}
          {state.status === 'success' && description && (
            <>
              <Text mt="4" fontSize="sm" lineHeight="1.7" lang={langOf(description)}>
                {description.text}
              </Text>
              <ProductPurchase product={state.product} fastCheckout={fastCheckout} />
            </>
          )}
          <chakra.a
            asChild
            display="block"
            mt="4"
            textAlign="center"
            fontSize="sm"
            letterSpacing="0.12em"
            textDecoration="underline"
            textUnderlineOffset="3px"
            py="2"
          >
            <Link to={paths.product.href(card.productId)}>{texts.viewItem}</Link>
          </chakra.a>
        </Box>
      </Box>
      {/* A modal dialog makes the rest of the page inert: the outcome of ADD TO CART is shown (and
          announced) here, in the dialog, as well as in the page's own snackbar area behind it. */}
      <Snackbars />
    </chakra.dialog>
  );
}
