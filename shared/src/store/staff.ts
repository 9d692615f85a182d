import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The persisted part of the store (spec section 3): set by their own actions when a massager logs in. */
export const emailSlice = createSlice({
  name: 'email',
  initialState: '',
  reducers: {
    setEmail: (_state, action: PayloadAction<string>) => action.payload,
    clearEmail: () => '',
  },
});

export const massagerIdSlice = createSlice({
  name: 'massager_id',
  initialState: '',
  reducers: {
    setMassagerId: (_state, action: PayloadAction<string>) => action.payload,
    clearMassagerId: () => '',
  },
});

export const { setEmail, clearEmail } = emailSlice.actions;
export const { setMassagerId, clearMassagerId } = massagerIdSlice.actions;
