// The rotating testimonials (spec §1): three quotes that rotate unless hovered or focused, with a picker.
import { useEffect, useState } from 'react';
import { Box, Heading, HStack, Text, chakra } from '@chakra-ui/react';
import { TESTIMONIALS, TESTIMONIAL_ROTATE_MS } from './landing-content';

export function TestimonialsSection({ rotateMs = TESTIMONIAL_ROTATE_MS }: { rotateMs?: number }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), rotateMs);
    return () => window.clearInterval(timer);
  }, [paused, rotateMs]);

  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  if (!current) return null;
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      py={{ base: 12, md: 20 }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused || undefined}
    >
      <Heading as="h2" id="testimonials-heading" size="3xl" textAlign="center">
        From the beta programme
      </Heading>
      <Box
        as="figure"
        mt="8"
        mx="auto"
        maxW="2xl"
        minH={{ base: '13rem', md: '10rem' }}
        textAlign="center"
        aria-live={paused ? 'polite' : 'off'}
      >
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }}>
          “{current.quote}”
        </Text>
        <Text as="figcaption" mt="4" color="fg.muted">
          {current.name}, {current.role}
        </Text>
      </Box>
      <HStack justify="center" gap="3" mt="4" role="group" aria-label="Choose a testimonial">
        {TESTIMONIALS.map((testimonial, i) => (
          <chakra.button
            key={testimonial.id}
            type="button"
            aria-label={`Show testimonial ${i + 1} of ${TESTIMONIALS.length}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            w="3"
            h="3"
            p="0"
            borderRadius="full"
            bg={i === index ? 'blue.600' : 'gray.300'}
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
          />
        ))}
      </HStack>
    </Box>
  );
}
