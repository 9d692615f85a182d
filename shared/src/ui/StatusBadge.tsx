import { statusLabel, statusPalette } from '@wellness/shared';
import { Badge } from '@wellness/shared/chakra';

/** A request status with the colour the spec gives it in a list or in a report. */
export function StatusBadge({ status, where }: { status: string; where: 'list' | 'report' }) {
  return (
    <Badge colorPalette={statusPalette(status, where)} variant="solid">
      {statusLabel(status)}
    </Badge>
  );
}
