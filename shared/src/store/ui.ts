import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../rules/constants';

/** Cross-remote requests: one remote asks, the shell mounts the remote that owns the dialog. */
export interface UiState {
  bookingOpen: boolean;
  authDialog: 'closed' | 'role' | 'login';
  loginRole: Role | null;
}

const initialState: UiState = { bookingOpen: false, authDialog: 'closed', loginRole: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    openBooking(state) {
      state.bookingOpen = true;
    },
    closeBooking(state) {
      state.bookingOpen = false;
    },
    openRoleSelect(state) {
      state.authDialog = 'role';
      state.loginRole = null;
    },
    openLogin(state, action: PayloadAction<Role>) {
      state.authDialog = 'login';
      state.loginRole = action.payload;
    },
    /** Closing the login dialog clears the role (spec section 2). */
    closeAuthDialog(state) {
      state.authDialog = 'closed';
      state.loginRole = null;
    },
  },
});

export const { openBooking, closeBooking, openRoleSelect, openLogin, closeAuthDialog } = uiSlice.actions;
