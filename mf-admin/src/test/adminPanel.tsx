import { render } from '@testing-library/react';
import { signIn, store } from '@wellness/shared';
import { Provider } from 'react-redux';
import { AdminPanel } from '../panel/AdminPanel';

/** The admin panel as a signed-in admin opens it at /admin-panel (its dashboard). */
export function openAdminPanel() {
  window.history.pushState(null, '', '/admin-panel');
  signIn('admin');
  return render(
    <Provider store={store}>
      <AdminPanel />
    </Provider>,
  );
}
