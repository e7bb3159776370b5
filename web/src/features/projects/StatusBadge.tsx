// A project's status as a coloured badge (list, cards and the project page).
import { Badge } from '@chakra-ui/react';
import { statusColor, statusLabel } from './project-labels';

export function StatusBadge({ status }: { status: string }) {
  return <Badge colorPalette={statusColor(status)}>{statusLabel(status)}</Badge>;
}
