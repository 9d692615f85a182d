import type { Role } from '@wellness/shared';
import { type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';

/** Logs in (the password as SHA-256 hex); the server sets the session cookie. */
export const logIn = (login: BodyOf<typeof ENDPOINTS.login>) => call(ENDPOINTS.login, login);

/** Who is signed in: a massager's id comes from here. */
export const currentSession = () => call(ENDPOINTS.session);

/** Mails a one-time code to reset the password. */
export const requestResetCode = (email: string, role: Role) => call(ENDPOINTS.forgotPassword, { email, role });

/** Sets the new password (SHA-256 hex) with the one-time code. */
export const setNewPassword = (reset: BodyOf<typeof ENDPOINTS.newPassword>) => call(ENDPOINTS.newPassword, reset);
