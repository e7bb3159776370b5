// The template builder for managers (?templates=true): the company's templates with their versions, and a
// builder for a new one or a change to one (name, and each question's label, type, whether it is required,
// options and help). Saving a change makes a new version; forms already filled keep theirs (core-api).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { FormTemplatesQuery } from '../../generated/graphql';
import { messageFromError } from '../../lib/mutation-error';
import { FIELD_TYPE_LABELS, keyFromLabel } from './forms-labels';
import { TemplateCopy } from './TemplateCopy';
import { CreateFormTemplateDocument, FormTemplatesDocument, UpdateFormTemplateDocument } from './forms.api';

type Template = FormTemplatesQuery['formTemplates'][number];
interface Row {
  key: string | null;
  label: string;
  type: string;
  required: boolean;
  options: string;
  help: string;
}

const toRows = (t: Template | null): Row[] =>
  t
    ? t.fields.map((f) => ({
        key: f.key,
        label: f.label,
        type: f.type,
        required: f.required,
        options: (f.options ?? []).join(', '),
        help: f.help ?? '',
      }))
    : [{ key: null, label: '', type: 'text', required: false, options: '', help: '' }];

export function TemplateBuilder({ onClose }: { onClose: () => void }) {
  const { data, refetch } = useQuery(FormTemplatesDocument, { variables: { include_inactive: true } });
  const [editing, setEditing] = useState<Template | null | 'new'>(null);
  const [copying, setCopying] = useState<string | null>(null);
  if (editing) {
    return (
      <Builder
        template={editing === 'new' ? null : editing}
        onDone={() => {
          setEditing(null);
          void refetch();
        }}
      />
    );
  }
  return (
    <Stack gap="3" maxW="3xl">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Form templates
        </Heading>
        <HStack>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Back to forms
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            New template
          </Button>
        </HStack>
      </HStack>
      {(data?.formTemplates ?? []).map((t) => (
        <HStack key={t.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" wrap="wrap">
          <Box>
            <Text fontWeight="medium">
              {t.name} {t.builtin && <Badge>Built-in</Badge>}{' '}
              {!t.is_active && <Badge colorPalette="gray">Not in use</Badge>}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Version {t.version} · {t.fields.length} questions
            </Text>
          </Box>
          <HStack>
            <Button size="sm" variant="ghost" onClick={() => setCopying(t.id)}>
              Copy {t.name}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(t)}>
              Edit {t.name}
            </Button>
          </HStack>
          {copying === t.id && (
            <TemplateCopy
              template={t}
              onCancel={() => setCopying(null)}
              onCopied={(id) => {
                setCopying(null);
                // Straight into the builder with the copy, to change it.
                void refetch().then((r) =>
                  setEditing(r.data?.formTemplates.find((x) => x.id === id) ?? null),
                );
              }}
            />
          )}
        </HStack>
      ))}
    </Stack>
  );
}

function Builder({ template, onDone }: { template: Template | null; onDone: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<Row[]>(toRows(template));
  const [message, setMessage] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateFormTemplateDocument, { context: { handlesOwnErrors: true } });
  const [update, updating] = useMutation(UpdateFormTemplateDocument, { context: { handlesOwnErrors: true } });
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, n) => (n === i ? { ...r, ...patch } : r)));

  async function save() {
    setMessage(null);
    const input = {
      name,
      fields: rows.map((r) => ({
        key: r.key ?? keyFromLabel(r.label),
        label: r.label,
        type: r.type,
        required: r.required,
        options:
          r.type === 'select' || r.type === 'multi_select'
            ? r.options
                .split(',')
                .map((o) => o.trim())
                .filter(Boolean)
            : null,
        help: r.help || null,
      })),
    };
    try {
      if (template) await update({ variables: { id: template.id, input } });
      else await create({ variables: { input } });
      onDone();
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h2" size="lg">
        {template ? `Edit ${template.name}` : 'New template'}
      </Heading>
      {template && (
        <Text color="fg.muted">
          Saving makes version {template.version + 1}; forms already filled in keep theirs.
        </Text>
      )}
      <Field.Root>
        <Field.Label>Template name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field.Root>
      {rows.map((r, i) => (
        <Stack
          key={i}
          gap="2"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          role="group"
          aria-label={`Question ${i + 1}`}
        >
          <Field.Root>
            <Field.Label>Question</Field.Label>
            <Input value={r.label} onChange={(e) => setRow(i, { label: e.target.value })} />
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <NativeSelect.Root maxW="56">
              <NativeSelect.Field
                aria-label="Answer type"
                value={r.type}
                onChange={(e) => setRow(i, { type: e.target.value })}
              >
                {Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <label style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={r.required}
                onChange={(e) => setRow(i, { required: e.target.checked })}
              />
              Required
            </label>
          </HStack>
          {(r.type === 'select' || r.type === 'multi_select') && (
            <Field.Root>
              <Field.Label>Options (comma separated)</Field.Label>
              <Input value={r.options} onChange={(e) => setRow(i, { options: e.target.value })} />
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>Help text</Field.Label>
            <Input value={r.help} onChange={(e) => setRow(i, { help: e.target.value })} />
          </Field.Root>
          {rows.length > 1 && (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="start"
              onClick={() => setRows((all) => all.filter((_, n) => n !== i))}
            >
              Remove question {i + 1}
            </Button>
          )}
        </Stack>
      ))}
      <Button
        variant="outline"
        onClick={() =>
          setRows((all) => [
            ...all,
            { key: null, label: '', type: 'text', required: false, options: '', help: '' },
          ])
        }
      >
        Add question
      </Button>
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
      <HStack>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button
          colorPalette="blue"
          flex="1"
          loading={creating.loading || updating.loading}
          onClick={() => void save()}
        >
          Save template
        </Button>
      </HStack>
    </Stack>
  );
}
