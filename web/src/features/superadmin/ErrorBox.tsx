// Superadmin errors appear in a red box (spec §8), not as toasts.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor="red.500"
      bg="bg.error"
      color="fg.error"
    >
      {children}
    </Box>
  );
}
