// A new API key's secret, shown this once (SiteBase keeps only its hash): read-only, with Copy — the Clipboard
// API, or a selection copy where the page is not a secure context, as the set-password link's dialog does — and
// Done, which hides it for good. A textarea so the whole key shows on a phone (two lines there, one from 768px).
import { Box, Button, Flex, HStack, Text, Textarea, useClipboard } from '@chakra-ui/react';

export function ApiKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const clipboard = useClipboard({ value: secret, timeout: 2500 });
  return (
    <Box
      role="region"
      aria-label="New API key"
      borderWidth="1px"
      borderColor="border.success"
      bg="bg.success"
      rounded="md"
      p="3"
    >
      <Text fontWeight="semibold">Copy this key now: it will not be shown again.</Text>
      <Text fontSize="sm" color="fg.muted">
        Keep it where passwords are kept. Anyone holding it reads what its scopes allow until it expires or
        you revoke it.
      </Text>
      <Flex gap="2" mt="3" direction={{ base: 'column', md: 'row' }}>
        <Textarea
          readOnly
          value={secret}
          aria-label="API key"
          fontFamily="mono"
          fontSize="sm"
          bg="bg"
          rows={1}
          resize="none"
          minH="0"
          h={{ base: '3.75rem', md: '10' }}
          css={{ wordBreak: 'break-all' }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <HStack gap="2" flexShrink={0}>
          <Button variant="outline" bg="bg" onClick={() => clipboard.copy()} aria-live="polite">
            {clipboard.copied ? 'Copied' : 'Copy'}
          </Button>
          <Button colorPalette="blue" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
