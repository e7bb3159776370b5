// /app/forms/{id} (spec §2): one form on its own page — the same view as /app/forms?submission_id=.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button } from '@chakra-ui/react';
import { SubmissionView } from './SubmissionView';

export function FormSubmissionPage() {
  const { id } = useParams();
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/forms">← Back to forms</RouterLink>
      </Button>
      {id && <SubmissionView id={id} />}
    </Box>
  );
}
