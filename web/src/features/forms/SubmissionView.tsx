// One form (?submission_id= or /app/forms/{id}, the notifications' deep link): its answers against the version
// it was filled on, the review (approve, or return with a comment, for supervisors and up — the moves come from
// the server's status_moves), fixing and resubmitting by its author, the PDF, and its timeline.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { downloadFile } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { AnswerView } from './AnswerView';
import { FormFiller } from './FormFiller';
import { LibraryChecks } from './LibraryChecks';
import { messageFromError } from '../../lib/mutation-error';
import { SEVERITY_LABELS, STATUS_LABELS, STATUS_PALETTE } from './forms-labels';
import { ChangeFormSubmissionStatusDocument, FormSubmissionDocument } from './forms.api';
import { FormSubmissionExtrasDocument } from './permits.api';
import { PERMIT_ACTIONS, PermitPanel } from './PermitPanel';

export function SubmissionView({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(FormSubmissionDocument, { variables: { id } });
  // A permit's state and answers in words (decision 0089), asked apart so the main document stays as it is.
  const extras = useQuery(FormSubmissionExtrasDocument, { variables: { id } });
  const [move, moving] = useMutation(ChangeFormSubmissionStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [comment, setComment] = useState('');
  const [fixing, setFixing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const s = data?.formSubmission;
  if (loading && !s) return <Text>Loading…</Text>;
  if (error || !s) return <Text role="alert">Form submission not found</Text>;

  if (fixing) {
    return (
      <FormFiller
        template={{
          id: s.template.id,
          name: s.template.name,
          category: s.template.category,
          fields: s.fields,
        }}
        submission={s}
        onDone={() => {
          setFixing(false);
          void refetch();
        }}
        onCancel={() => setFixing(false)}
      />
    );
  }

  async function review(status: string) {
    setMessage(null);
    if (status === 'returned' && !comment.trim()) return setMessage('Please say what needs fixing');
    try {
      await move({ variables: { id, status, reason: status === 'returned' ? comment : null } });
      setComment('');
      void extras.refetch(); // approving a permit issues it (decision 0089)
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }

  const reviewMoves = s.status_moves.filter((m) => m === 'approved' || m === 'returned');
  const who = s.submitted_by ? `${s.submitted_by.first_name} ${s.submitted_by.last_name}` : '—';
  return (
    <Stack gap="5" maxW="3xl">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {s.reference} {s.template.name}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[s.status]}>{STATUS_LABELS[s.status] ?? s.status}</Badge>
          {s.severity && (
            <Badge variant="outline">Severity: {SEVERITY_LABELS[s.severity] ?? s.severity}</Badge>
          )}
        </HStack>
        <Text color="fg.muted">
          {s.project.project_number} {s.project.name} · {who}
          {s.submitted_at ? ` · sent ${formatDateTime(s.submitted_at)}` : ''} · version{' '}
          {s.template_version.version}
        </Text>
        {s.review_comment && (s.status === 'returned' || s.status === 'resubmitted') && (
          <Text mt="2" color="orange.700" role="note">
            Returned with: {s.review_comment}
          </Text>
        )}
      </Box>
      <HStack gap="2" wrap="wrap">
        {s.can_edit && (
          <Button colorPalette="blue" onClick={() => setFixing(true)}>
            {s.status === 'returned' ? 'Fix and resubmit' : 'Continue draft'}
          </Button>
        )}
        {s.status !== 'draft' && (
          <Button
            variant="outline"
            onClick={() =>
              void downloadFile(
                `/files/form-submissions/${encodeURIComponent(s.id)}/pdf`,
                `${s.reference}.pdf`,
              )
            }
          >
            Download PDF
          </Button>
        )}
      </HStack>
      <LibraryChecks checks={s.library_checks} />
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" aria-label="Answers" role="region">
        {s.fields.map((f) => (
          <AnswerView
            key={f.key}
            field={f}
            value={(s.answers as Record<string, unknown>)[f.key]}
            operatives={s.operative_labels as Record<string, string>}
            label={extras.data?.formSubmission.answer_labels[f.key] as string | undefined}
          />
        ))}
      </Stack>
      {extras.data?.formSubmission.permit && (
        <PermitPanel id={s.id} permit={extras.data.formSubmission.permit} />
      )}
      {reviewMoves.length > 0 && (
        <Stack gap="2" role="region" aria-label="Review">
          <Heading as="h3" size="md">
            Review
          </Heading>
          <Textarea
            aria-label="Comment for the submitter"
            placeholder="What needs fixing (needed to return it)"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <HStack gap="2">
            {reviewMoves.includes('approved') && (
              <Button colorPalette="green" loading={moving.loading} onClick={() => void review('approved')}>
                Approve
              </Button>
            )}
            {reviewMoves.includes('returned') && (
              <Button variant="outline" loading={moving.loading} onClick={() => void review('returned')}>
                Return with comment
              </Button>
            )}
          </HStack>
        </Stack>
      )}
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
      <Box>
        <Heading as="h3" size="md" mb="2">
          Timeline
        </Heading>
        <Stack gap="1" as="ol" listStyleType="none">
          {s.timeline.map((t, i) => (
            <Text as="li" key={i} fontSize="sm">
              {formatDateTime(t.at)} · {t.actor ?? 'Someone'} ·{' '}
              {t.action === 'created'
                ? 'started the form'
                : (PERMIT_ACTIONS[t.action] ?? `${STATUS_LABELS[t.to ?? ''] ?? t.to}`)}
              {t.reason ? ` — ${t.reason}` : ''}
            </Text>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
