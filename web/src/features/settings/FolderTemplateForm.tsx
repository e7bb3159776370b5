// The project folder template: add, rename, reorder and remove folders; checked before saving, with the problem
// shown under the row it is about.
import { useEffect, useState } from 'react';
import { Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { CompanySettingsFieldsFragment } from '../../generated/graphql';
import { folderTemplateProblem } from './settings.schema';
import { useSaveSettings } from './use-save-settings';

export function FolderTemplateForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSaveSettings();
  const [folders, setFolders] = useState<string[]>(settings.folder_template);
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<{ index: number | null; message: string } | null>(null);
  useEffect(() => setFolders(settings.folder_template), [settings.folder_template]);
  const edit = (next: string[]) => {
    setFolders(next);
    setError(null);
  };
  const move = (index: number, by: number) => {
    const next = [...folders];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    edit(next);
  };
  const add = () => {
    if (!newName.trim()) return;
    edit([...folders, newName.trim()]);
    setNewName('');
  };
  const submit = async () => {
    const names = folders.map((f) => f.trim());
    const problem = folderTemplateProblem(names);
    setError(problem);
    if (problem) return;
    await save({ folder_template: names }, 'Folder template saved');
  };
  return (
    <Stack gap="2" maxW="xl">
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Folders">
        {folders.map((folder, index) => (
          <Box as="li" key={index}>
            <Field.Root invalid={error?.index === index}>
              <HStack gap="2" w="full">
                <Input
                  aria-label={`Folder ${index + 1}`}
                  value={folder}
                  onChange={(e) => {
                    const next = [...folders];
                    next[index] = e.currentTarget.value;
                    edit(next);
                  }}
                />
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${folder} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={`Move ${folder} down`}
                  disabled={index === folders.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove ${folder}`}
                  onClick={() => edit(folders.filter((_, i) => i !== index))}
                >
                  ✕
                </IconButton>
              </HStack>
              <Field.ErrorText>{error?.index === index ? error.message : null}</Field.ErrorText>
            </Field.Root>
          </Box>
        ))}
      </Stack>
      <HStack gap="2" mt="2">
        <Input
          aria-label="New folder name"
          placeholder="New folder name"
          value={newName}
          onChange={(e) => setNewName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add}>
          Add folder
        </Button>
      </HStack>
      {error && error.index === null && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error.message}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {settings.folder_template_is_default
          ? 'This is the default template. New projects get these folders.'
          : 'New projects get these folders, in this order.'}
      </Text>
      <Button colorPalette="blue" alignSelf="flex-start" onClick={submit} loading={saving}>
        Save folder template
      </Button>
    </Stack>
  );
}
