import { Button } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders } from '@wellness/shared/ui';
import { textsOf } from '../test/queries';
import { ListTable, type ListTableProps } from './ListTable';

interface Person {
  id: number;
  name: string;
  email: string;
  status: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Asha Kulkarni', email: 'asha@example.com', status: 'Pending' },
  { id: 2, name: 'Ravi Patil', email: 'ravi@example.com', status: 'Accepted' },
];

const edited: string[] = [];
const props: ListTableProps<Person> = {
  label: 'People',
  regionLabel: 'People table',
  namingFirst: true,
  rows: PEOPLE,
  rowKey: (person) => person.id,
  empty: 'No people to show.',
  columns: [
    { header: 'Name', cell: (person) => person.name },
    { header: 'Email', cell: (person) => person.email },
    { header: 'Status', cell: (person) => person.status },
  ],
  actions: (person) => (
    <Button aria-label={`Edit ${person.name}`} onClick={() => edited.push(person.name)}>
      Edit
    </Button>
  ),
  detail: (person) => (person.id === 2 ? { id: 'details-2', content: 'Prefers evenings' } : null),
};

/** The viewport as matchMedia reports it: `width` px wide. */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const below = /max-width:\s*([\d.]+)px/.exec(query);
    // Chakra listens for changes with addEventListener; the viewport here never changes.
    return {
      matches: below ? width <= Number(below[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

/** The table, with `props` and any `overrides`, in a viewport `width` px wide. */
function renderAt(width: number, overrides: Partial<ListTableProps<Person>> = {}) {
  viewportOf(width);
  return render(
    <AppProviders>
      <ListTable {...props} {...overrides} />
    </AppProviders>,
  );
}

const original = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', original);
  edited.length = 0;
});

test('at a desk each row is a table row, its actions in the last column and its detail in a row below', () => {
  renderAt(1280);
  const table = screen.getByRole('table', { name: 'People' });
  expect(textsOf(table, 'columnheader')).toEqual(['Name', 'Email', 'Status', 'Actions']);
  const row = within(table).getAllByRole('row')[1]!;
  expect(textsOf(row, 'cell')).toEqual(['Asha Kulkarni', 'asha@example.com', 'Pending', 'Edit']);
  expect(document.getElementById('details-2')).toHaveTextContent('Prefers evenings');
  expect(screen.queryByRole('list', { name: 'People' })).toBeNull();
});

test('on a phone each row is a card: its name heads it, every other column is a label and value, its actions are buttons', () => {
  renderAt(360);
  expect(screen.queryByRole('table')).toBeNull();
  const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const [asha, ravi] = cards as [HTMLElement, HTMLElement];
  expect(asha).toHaveTextContent('Asha Kulkarni');
  expect(within(asha).getByText('Email').parentElement).toHaveTextContent('Emailasha@example.com');
  expect(within(asha).getByText('Status').parentElement).toHaveTextContent('StatusPending');
  expect(within(asha).queryByText('Name')).toBeNull();
  fireEvent.click(within(asha).getByRole('button', { name: 'Edit Asha Kulkarni' }));
  expect(edited).toEqual(['Asha Kulkarni']);
  expect(within(ravi).getByText('Prefers evenings')).toHaveAttribute('id', 'details-2');
});

test('with no rows it says so, in either layout', () => {
  const { unmount } = renderAt(360, { rows: [] });
  expect(within(screen.getByRole('list', { name: 'People' })).getByText('No people to show.')).toBeInTheDocument();
  unmount();
  renderAt(1280, { rows: [] });
  expect(screen.getByRole('region', { name: 'People table' })).toHaveTextContent('No people to show.');
});
