import { pageWindow } from '@wellness/shared';
import { Button, HStack, IconButton } from '@wellness/shared/chakra';

/** The report paginator: first and last arrows, at most 5 page numbers, 2 either side of the current one. */
export function Paginator({
  page,
  totalPages,
  onChange,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="1" wrap="wrap" justify="center">
      <IconButton aria-label="First page" size="sm" variant="outline" disabled={page === 1} onClick={() => onChange(1)}>
        «
      </IconButton>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="sm"
          variant={number === page ? 'solid' : 'outline'}
          colorPalette="green"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <IconButton aria-label="Last page" size="sm" variant="outline" disabled={page === totalPages} onClick={() => onChange(totalPages)}>
        »
      </IconButton>
    </HStack>
  );
}
