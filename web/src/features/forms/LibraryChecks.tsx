// What the library of site forms says about a form (decision 0088): on a sent form, the checks core-api kept
// (CSCS card against the labour record, RIDDOR prompt, next inspection due, not safe); while an accident report
// is filled in, the RIDDOR prompt live from its answers (the same function core-api uses, @sitebase/shared).
import { riddorPrompt } from '@sitebase/shared';
import { Box, Stack, Text } from '@chakra-ui/react';

export interface LibraryCheck {
  kind: string;
  tone: string;
  text: string;
}

const TONES: Record<string, { bg: string; border: string; word: string | null }> = {
  ok: { bg: 'green.50', border: 'green.300', word: null },
  warning: { bg: 'orange.50', border: 'orange.300', word: 'Warning' },
  danger: { bg: 'red.50', border: 'red.400', word: 'Action needed' },
};

function Note({ tone, text }: { tone: string; text: string }) {
  const t = TONES[tone] ?? TONES.ok!;
  return (
    <Box bg={t.bg} borderLeftWidth="4px" borderColor={t.border} px="3" py="2" borderRadius="sm">
      <Text fontSize="sm">
        {t.word && <strong>{t.word}: </strong>}
        {text}
      </Text>
    </Box>
  );
}

export function LibraryChecks({ checks }: { checks: readonly LibraryCheck[] }) {
  if (!checks.length) return null;
  return (
    <Stack gap="2" role="region" aria-label="Checks">
      {checks.map((c, i) => (
        <Note key={i} tone={c.tone} text={c.text} />
      ))}
    </Stack>
  );
}

/** The accident report's RIDDOR prompt as the answers stand; nothing when it is not reportable. */
export function RiddorLive({ values }: { values: Record<string, unknown> }) {
  const prompt = riddorPrompt(values);
  if (!prompt.message) return null;
  return (
    <Box role="status" aria-live="polite">
      <Note tone="danger" text={prompt.message} />
    </Box>
  );
}
