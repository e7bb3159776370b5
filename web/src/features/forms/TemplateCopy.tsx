// Copying a template (managers, decision 0088): any template — built-in or the company's — under a new name,
// keeping its category (and so what the library does with it) and its questions, to change in the builder
// while the original stays as it is.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { messageFromError } from '../../lib/mutation-error';
import { CopyFormTemplateDocument } from './forms.api';

export function TemplateCopy({
  template,
  onCopied,
  onCancel,
}: {
  template: { id: string; name: string };
  onCopied: (id: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(`${template.name} (our version)`);
  const [error, setError] = useState<string | null>(null);
  const [copy, { loading }] = useMutation(CopyFormTemplateDocument, { context: { handlesOwnErrors: true } });
  async function save() {
    setError(null);
    if (!name.trim()) return setError('Template name is required');
    try {
      const res = await copy({ variables: { id: template.id, name: name.trim() } });
      if (res.data) onCopied(res.data.copyFormTemplate.id);
    } catch (err) {
      setError(messageFromError(err));
    }
  }
  return (
    <Stack gap="2" w="full">
      <Field.Root invalid={!!error} required>
        <Field.Label>Name of the copy of {template.name}</Field.Label>
        <Input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <HStack>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" colorPalette="blue" loading={loading} onClick={() => void save()}>
          Make the copy
        </Button>
      </HStack>
    </Stack>
  );
}
