// The template picker (?create=true, the "New Form" quick action): the company's forms, built-ins first, as big
// buttons for a thumb; choosing one opens the filler.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormTemplatesQuery } from '../../generated/graphql';

type Template = FormTemplatesQuery['formTemplates'][number];

export function TemplatePicker({
  templates,
  onPick,
  onCancel,
}: {
  templates: readonly Template[];
  onPick: (t: Template) => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap="3" maxW="xl">
      <Heading as="h2" size="lg">
        New form
      </Heading>
      <Text color="fg.muted">Choose the form to fill in.</Text>
      {templates.map((t) => (
        <Button
          key={t.id}
          size="lg"
          variant="outline"
          justifyContent="space-between"
          onClick={() => onPick(t)}
          h="auto"
          py="3"
        >
          <span>{t.name}</span>
          <Text as="span" fontSize="sm" color="fg.muted">
            {t.fields.length} questions
          </Text>
        </Button>
      ))}
      <Button variant="ghost" alignSelf="start" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
