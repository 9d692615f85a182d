import { PUBLIC_PATHS } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PublicPage } from './pages/PublicPage';

export function PublicApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {PUBLIC_PATHS.map((path) => (
            <Route key={path} path={path} element={<PublicPage />} />
          ))}
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
