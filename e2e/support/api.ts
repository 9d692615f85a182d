import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, request } from '@playwright/test';
import { ENDPOINTS } from '@wellness/shared/rules';

/** The demo accounts that the server seeds on an empty database (api/README.md). */
export const DEMO = {
  admin: { email: 'admin@kothrudwellness.demo', password: 'Admin@1234' },
  massager: { email: 'massager@kothrudwellness.demo', password: 'Massager@1234' },
} as const;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An API client signed in as the given staff member, as the browser would be. */
export async function signedInApi(baseURL: string, email: string, password: string, role: 'admin' | 'massager'): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const response = await api.post(`/api${ENDPOINTS.login.path}`, { data: { email, password: sha256(password), role } });
  expect(await response.json()).toMatchObject({ status: 'success', role });
  return api;
}

/** Registers a massager through the admin API, so that a test can change its password without touching others. */
export async function createMassager(baseURL: string, tag: string): Promise<{ email: string; password: string }> {
  const admin = await signedInApi(baseURL, DEMO.admin.email, DEMO.admin.password, 'admin');
  const email = `therapist.${tag}.${Date.now()}@example.com`;
  const password = 'Start@123';
  const response = await admin.post(`/api${ENDPOINTS.addMassager.path}`, {
    data: {
      name: 'Meera Joshi',
      contact: '9811111111',
      email,
      gender: 'Female',
      username: `meera${Date.now()}${tag}`.slice(0, 40),
      password: sha256(password),
      address: 'Paud Road, Kothrud, Pune, 411038',
      age: 29,
      status: 'Pending',
    },
  });
  expect(await response.json()).toMatchObject({ status: 'success' });
  await admin.dispose();
  return { email, password };
}
