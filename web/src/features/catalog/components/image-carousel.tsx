import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

const arrowStyles = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  rounded: 'full',
  bg: 'white',
  color: 'ink',
  borderWidth: '1px',
  borderColor: 'gray.400',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
} as const;

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
    return (
      <Flex bg="gray.100" aspectRatio="4 / 5" align="center" justify="center" color="fg.muted">
        No image available
      </Flex>
    );
  }
  const index = Math.min(current, count - 1);
  const show = (next: number) => setCurrent((next + count) % count);
  const position = (i: number) => `image ${i + 1} of ${count}`;

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={`Images of ${title}`}>
      <Box id={slidesId} position="relative" bg="gray.100" aspectRatio="4 / 5" overflow="hidden">
        <chakra.img
          key={images[index]}
          src={images[index]}
          alt={`${title}, ${position(index)}`}
          width="600"
          height="750"
          // The product page's largest paint: fetched before anything else the page loads.
          fetchPriority="high"
          w="full"
          h="full"
          objectFit="cover"
          aria-roledescription="slide"
        />
        {count > 1 && (
          <>
            <chakra.button
              type="button"
              {...arrowStyles}
              left="3"
              aria-label="Previous image"
              aria-controls={slidesId}
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon />
            </chakra.button>
            <chakra.button
              type="button"
              {...arrowStyles}
              right="3"
              aria-label="Next image"
              aria-controls={slidesId}
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon />
            </chakra.button>
          </>
        )}
      </Box>
      {count > 1 && (
        <>
          <Text aria-live="polite" fontSize="sm" color="fg.muted" mt="2" textAlign="center">
            Image {index + 1} of {count}
          </Text>
          <chakra.ul
            listStyle="none"
            display="flex"
            gap="2"
            mt="3"
            flexWrap="wrap"
            aria-label="Choose an image"
          >
            {images.map((image, i) => (
              <li key={`${image}-${i}`}>
                <chakra.button
                  type="button"
                  onClick={() => show(i)}
                  aria-label={`Show ${position(i)}`}
                  aria-current={i === index ? 'true' : undefined}
                  display="block"
                  w="16"
                  h="20"
                  p="0"
                  bg="gray.100"
                  cursor="pointer"
                  borderWidth="2px"
                  borderColor={i === index ? 'ink' : 'transparent'}
                  _hover={{ borderColor: 'gray.500' }}
                >
                  <chakra.img
                    src={image}
                    alt=""
                    width="64"
                    height="80"
                    w="full"
                    h="full"
                    objectFit="cover"
                    loading="lazy"
                  />
                </chakra.button>
              </li>
            ))}
          </chakra.ul>
        </>
      )}
    </Box>
  );
}
