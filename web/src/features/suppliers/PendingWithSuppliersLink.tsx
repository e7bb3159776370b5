// A placeholder screen (title and empty state) with a way to Suppliers, shown to the roles that may open it
// (supervisor and up): plant, materials and labour setup send their users there until their own screens land.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PendingPage } from '../../components/PendingPage';
import { hasRole, useAuth } from '../auth';
import { SUPPLIERS_PATH } from './routes';

export interface PendingWithSuppliersTexts {
  title: string;
  message: string;
  /** Why this screen's user goes to Suppliers, e.g. "Plant hire firms are set up under Suppliers." */
  suppliersHint: string;
}

export function PendingWithSuppliersLink({ title, message, suppliersHint }: PendingWithSuppliersTexts) {
  const { user } = useAuth();
  return (
    <Box>
      <PendingPage title={title} message={message} />
      {hasRole(user?.role, 'supervisor') && (
        <HStack mt="4" gap="3" wrap="wrap">
          <Text color="fg.muted">{suppliersHint}</Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={SUPPLIERS_PATH}>Suppliers</RouterLink>
          </Button>
        </HStack>
      )}
    </Box>
  );
}
