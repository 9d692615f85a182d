import { ButtonGroup, IconButton } from '@wellness/shared/chakra';
import { DeleteIcon, EditIcon } from './icons';

/** The edit and delete icons of a list row, named after the row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <ButtonGroup size="xs" variant="ghost">
      <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} colorPalette="red" onClick={onDelete}>
        <DeleteIcon />
      </IconButton>
    </ButtonGroup>
  );
}
