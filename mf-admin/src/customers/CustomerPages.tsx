import { Button, HStack } from '@wellness/shared/chakra';
import { Paginator } from '@wellness/shared/ui';

/**
 * The list's pages: the server's pages of a long list; every page number of a list paged on the client
 * (spec section 3), none when it fits one page.
 */
export function CustomerPages({
  serverPaged,
  page,
  totalPages,
  onChange,
}: {
  serverPaged: boolean;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (serverPaged) return <Paginator page={page} totalPages={totalPages} onChange={onChange} label="Customer pages" />;
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Customer pages" gap="1" wrap="wrap">
      {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
        <Button
          key={number}
          size="sm"
          colorPalette="green"
          variant={number === page ? 'solid' : 'outline'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
    </HStack>
  );
}
