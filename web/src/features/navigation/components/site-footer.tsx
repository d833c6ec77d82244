import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { shopConfig } from '@shop/domain';
import { customerServiceLinks, informationLinks, legalLinks, type NavLink } from '../navigation-links';
import { PaymentIcons } from './payment-icons';
import { SocialLinks } from './social-links';

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <chakra.nav aria-label={title}>
      <Heading as="h2" size="sm" fontWeight="normal" letterSpacing="0.1em" textTransform="uppercase" mb="3">
        {title}
      </Heading>
      <chakra.ul listStyle="none" display="grid" gap="1.5">
        {links.map((link) => (
          <li key={link.href}>
            <chakra.a
              asChild
              fontSize="sm"
              color="gray.300"
              _hover={{ color: 'white', textDecoration: 'underline' }}
            >
              <Link to={link.href}>{link.label}</Link>
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

/**
 * Shop footer (storefront.md section 2): newsletter, links to every information page, company
 * details, social links, payment methods and the company registration and VAT numbers.
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const { address } = shopConfig;
  return (
    <Box
      as="footer"
      bg="ink"
      color="white"
      mt="16"
      css={{ '--shop-focus-color': 'var(--chakra-colors-gold-300)' }}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="10">
          <Box gridColumn={{ lg: 'span 2' }}>{newsletter}</Box>
          <LinkColumn title="Information" links={informationLinks} />
          <LinkColumn title="Customer service" links={customerServiceLinks} />
        </SimpleGrid>

        <SimpleGrid
          columns={{ base: 1, md: 2, lg: 4 }}
          gap="10"
          mt="12"
          pt="10"
          borderTopWidth="1px"
          borderColor="gray.700"
        >
          <Box as="section" aria-labelledby="footer-company">
            <Heading
              as="h2"
              id="footer-company"
              size="sm"
              fontWeight="normal"
              letterSpacing="0.1em"
              textTransform="uppercase"
              mb="3"
            >
              {shopConfig.name}
            </Heading>
            <chakra.address fontStyle="normal" fontSize="sm" color="gray.300" lineHeight="1.8">
              {shopConfig.legalName}
              <br />
              {address.street}
              <br />
              {address.postcode} {address.city}, {address.countryName}
              <br />
              <chakra.a
                href={`mailto:${shopConfig.email}`}
                textDecoration="underline"
                _hover={{ color: 'white' }}
              >
                {shopConfig.email}
              </chakra.a>
              <br />
              <chakra.a
                href={`tel:${shopConfig.phone.replace(/\s/g, '')}`}
                textDecoration="underline"
                _hover={{ color: 'white' }}
              >
                {shopConfig.phone}
              </chakra.a>
            </chakra.address>
            <Text fontSize="sm" color="gray.300" mt="2">
              Open {shopConfig.hours.label}
            </Text>
          </Box>

          <Box as="section" aria-labelledby="footer-legal">
            <Heading
              as="h2"
              id="footer-legal"
              size="sm"
              fontWeight="normal"
              letterSpacing="0.1em"
              textTransform="uppercase"
              mb="3"
            >
              Company registration
            </Heading>
            <chakra.dl
              fontSize="sm"
              color="gray.300"
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap="3"
              rowGap="1"
            >
              <dt>KvK (Chamber of Commerce)</dt>
              <dd>{shopConfig.kvkNumber}</dd>
              <dt>VAT number</dt>
              <dd>{shopConfig.vatNumber}</dd>
            </chakra.dl>
            <Text fontSize="sm" color="gray.300" mt="3">
              All prices in euro and including {shopConfig.vatRatePercent}% VAT.
            </Text>
          </Box>

          <LinkColumn title="Legal" links={legalLinks} />

          <Box as="section" aria-labelledby="footer-follow">
            <Heading
              as="h2"
              id="footer-follow"
              size="sm"
              fontWeight="normal"
              letterSpacing="0.1em"
              textTransform="uppercase"
              mb="3"
            >
              Follow us
            </Heading>
            <SocialLinks />
            <Heading
              as="h2"
              size="sm"
              fontWeight="normal"
              letterSpacing="0.1em"
              textTransform="uppercase"
              mt="6"
              mb="3"
            >
              We accept
            </Heading>
            <PaymentIcons />
          </Box>
        </SimpleGrid>

        <Text fontSize="xs" color="gray.400" mt="12">
          © {new Date().getFullYear()} {shopConfig.legalName} All rights reserved.
        </Text>
      </Box>
    </Box>
  );
}
