import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { messageOf } from '../../api/error-message';
import { notifyAdmin } from '../../components/notify';
import { setProductVisibility } from '../api/store-products';

/**
 * Whether shoppers see the product, and the switch (docs/decisions.md rule 64): offline keeps it in
 * the store, its stock and its list entries, but out of every storefront page, search and cart.
 */
export function ProductVisibilityPanel({
  productId,
  title,
  online: initiallyOnline,
}: {
  productId: string;
  title: string;
  online: boolean;
}) {
  const [online, setOnline] = useState(initiallyOnline);
  const [saving, setSaving] = useState(false);

  async function toggle() {
    setSaving(true);
    try {
      const product = await setProductVisibility(productId, !online);
      setOnline(product.online);
      notifyAdmin(product.online ? `${title} is online again` : `${title} is offline`);
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <chakra.section
      aria-labelledby="product-visibility-heading"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      mb="8"
      maxW="4xl"
    >
      <Heading as="h2" id="product-visibility-heading" size="md" mb="1">
        In the shop
      </Heading>
      <Text mb="3" data-testid="product-visibility">
        {online
          ? 'Online: shoppers can find and buy it.'
          : 'Offline: hidden from the shop (listings, search, lists, its page) and from carts until you put it online again.'}
      </Text>
      <Button variant="outline" size="sm" onClick={() => void toggle()} loading={saving}>
        {online ? 'Take offline' : 'Put online'}
      </Button>
    </chakra.section>
  );
}
