import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';

/**
 * The home banner (the original's video banner): a slowly drifting gradient with floating shapes,
 * pure CSS, so it costs no network and no video decoding. With prefers-reduced-motion it stands still.
 */
const shapes = [
  { size: '220px', top: '12%', left: '6%', delay: '0s', duration: '14s', radius: '50%' },
  { size: '140px', top: '58%', left: '22%', delay: '-4s', duration: '11s', radius: '28px' },
  { size: '260px', top: '20%', left: '68%', delay: '-7s', duration: '17s', radius: '50% 50% 12px 12px' },
  { size: '110px', top: '66%', left: '82%', delay: '-2s', duration: '12s', radius: '50%' },
];

export function HomeBanner() {
  return (
    <Box
      as="section"
      aria-labelledby="home-banner-heading"
      position="relative"
      overflow="hidden"
      color="white"
      minH={{ base: '420px', md: '520px' }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      bg="ink"
    >
      {/* The drifting gradient: a layer three times the banner's size, moved with a transform, so the
          browser's compositor animates it (animating background-position repainted the whole banner
          on the main thread every frame, which kept a phone's CPU busy for as long as it ran). */}
      <Box
        aria-hidden="true"
        position="absolute"
        top="0"
        left="0"
        w="300%"
        h="300%"
        bgImage="linear-gradient(120deg, #111111 0%, #2b2418 35%, #5c450f 55%, #1c1c1c 80%, #111111 100%)"
        transform="translate3d(0, -33.333%, 0)"
        willChange="transform"
        animation="banner-drift 24s ease-in-out infinite"
        _motionReduce={{ animation: 'none' }}
      />
      {shapes.map((shape) => (
        <Box
          key={`${shape.top}-${shape.left}`}
          aria-hidden="true"
          position="absolute"
          top={shape.top}
          left={shape.left}
          w={shape.size}
          h={shape.size}
          borderRadius={shape.radius}
          borderWidth="1px"
          borderColor="rgba(220, 196, 138, 0.45)"
          bg="rgba(220, 196, 138, 0.06)"
          animation={`banner-float ${shape.duration} ease-in-out ${shape.delay} infinite`}
          _motionReduce={{ animation: 'none' }}
        />
      ))}
      {/* Keeps the text readable (>= 4.5:1) over every part of the moving gradient. */}
      <Box
        position="relative"
        px="6"
        py="10"
        maxW="2xl"
        bg="rgba(17, 17, 17, 0.55)"
        backdropFilter="blur(2px)"
      >
        <Text textTransform="uppercase" letterSpacing="0.3em" fontSize="xs" color="gold.300">
          New season
        </Text>
        <Heading
          as="h1"
          id="home-banner-heading"
          fontSize={{ base: '3xl', md: '5xl' }}
          fontWeight="normal"
          lineHeight="1.15"
          mt="3"
        >
          Designer bags and accessories
        </Heading>
        <Text mt="4" color="gray.200" fontSize={{ base: 'md', md: 'lg' }}>
          Iconic houses and new names, shipped from the Netherlands within 24 hours.
        </Text>
        <chakra.a
          asChild
          display="inline-block"
          mt="8"
          px="8"
          py="3"
          bg="white"
          color="ink"
          letterSpacing="0.18em"
          fontSize="sm"
          textTransform="uppercase"
          _hover={{ bg: 'gold.100' }}
          css={{ '--shop-focus-color': 'var(--chakra-colors-gold-300)' }}
        >
          <Link to={paths.products.href({ p: 'bags', t: 'all' })}>Shop now</Link>
        </chakra.a>
      </Box>
    </Box>
  );
}
