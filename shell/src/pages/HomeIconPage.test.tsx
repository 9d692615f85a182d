import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@wellness/shared/router';
import NotFoundPage from './NotFoundPage';
import UnauthorizedPage from './UnauthorizedPage';

it.each([
  [NotFoundPage, 'Page Not Found'],
  [UnauthorizedPage, 'Unauthorized User'],
])('shows a spinner for 100 ms, then %p with its home icon', async (Page, title) => {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
  expect(document.title).toBe(title);
});
