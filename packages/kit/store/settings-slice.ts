/**
 * Site settings (spec §3, §7): loaded from GET /setting once and cached after the first success;
 * a failure leaves the slice retryable instead of caching the error.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';

import type { DataAnswer, Settings } from '../api-types';
import { request, type ApiError } from '../http';

export interface SettingsState {
  data: Settings | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: ApiError | null;
}

const initialState: SettingsState = { data: null, status: 'idle', error: null };

export const fetchSettings = createAsyncThunk<Settings, void, { rejectValue: ApiError; state: { settings: SettingsState } }>(
  'settings/fetch',
  async (_, { rejectWithValue }) => {
    const result = await request<DataAnswer<Settings>>('/setting');
    return result.error ? rejectWithValue(result.error) : result.data.data;
  },
  {
    // Cached after the first success, and never two requests in flight.
    condition: (_, { getState }) => {
      const { status } = getState().settings;
      return status !== 'succeeded' && status !== 'loading';
    },
  },
);

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSettings.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchSettings.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.data = action.payload;
        state.error = null;
      })
      .addCase(fetchSettings.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? { code: 'error', message: action.error.message ?? '' };
      });
  },
  selectors: {
    selectSettings: (state) => state.data,
    selectSettingsStatus: (state) => state.status,
  },
});

export const { selectSettings, selectSettingsStatus } = settingsSlice.selectors;
