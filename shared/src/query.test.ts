import { persistor, store } from '@wellness/shared';
import { api, ENDPOINTS, type MailLogAnswer } from '@wellness/shared/client';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ask, serverData } from './query';

const mailLog = serverData.injectEndpoints({
  endpoints: (build) => ({
    mailLogForTest: build.query<MailLogAnswer, { page: number; per_page: number }>({ query: ask(ENDPOINTS.mailLog), providesTags: ['MailLog'] }),
  }),
});

const answer = (page: number): MailLogAnswer => ({
  data: [{ id: page, time: '2026-03-02T04:30:00.000Z', to: 'asha@example.com', subject: `page ${page}`, kind: 'booking', outcome: 'sent', detail: null }],
  totalRecords: 30,
  waiting: 0,
});

const ok = (data: unknown): AxiosResponse => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} as InternalAxiosRequestConfig });

/** Holds each POST until the test answers it, in any order. */
function heldPosts() {
  const held: { body: { page: number }; answer: (response: AxiosResponse) => void; fail: (error: unknown) => void }[] = [];
  const spy = jest.spyOn(api, 'post').mockImplementation(
    (_url: string, body?: unknown) =>
      new Promise((resolve, reject) => {
        held.push({ body: body as { page: number }, answer: resolve, fail: reject });
      }),
  );
  return { held, spy };
}

const cached = (page: number) => mailLog.endpoints.mailLogForTest.select({ page, per_page: 10 })(store.getState() as never);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  store.dispatch(serverData.util.resetApiState());
  jest.restoreAllMocks();
});

it('keeps its cache in the one store, never in the persisted state', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(ok(answer(1)));
  const subscription = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 1, per_page: 10 }));
  await subscription;
  expect((store.getState() as unknown as Record<string, unknown>)[serverData.reducerPath]).toBeDefined();
  await persistor.flush();
  expect(Object.keys(JSON.parse(localStorage.getItem('persist:root') ?? '{}'))).not.toContain(serverData.reducerPath);
  subscription.unsubscribe();
});

it('asks through the one API client, at the route and with the body of the contract, and keeps the typed answer', async () => {
  const { held, spy } = heldPosts();
  const subscription = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 2, per_page: 10 }));
  expect(cached(2).isLoading).toBe(true);
  expect(spy).toHaveBeenCalledWith(ENDPOINTS.mailLog.path, { page: 2, per_page: 10 });
  held[0]!.answer(ok(answer(2)));
  await subscription;
  expect(cached(2)).toMatchObject({ isSuccess: true, data: answer(2) });
  subscription.unsubscribe();
});

it("reports a refused call as the server's status and message, as plain data", async () => {
  const refusal = new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, null, {
    ...ok({ status: 'error', message: 'Not allowed' }),
    status: 403,
  });
  jest.spyOn(api, 'post').mockRejectedValue(refusal);
  const subscription = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 1, per_page: 10 }));
  await subscription;
  expect(cached(1)).toMatchObject({ isError: true, error: { status: 403, message: 'Not allowed' } });
  subscription.unsubscribe();
});

it('an answer to a page no longer asked for is kept apart: the page asked for shows its own answer', async () => {
  const { held } = heldPosts();
  const first = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 1, per_page: 10 }));
  const second = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 2, per_page: 10 }));
  // Page 2 answers first, then the slow page 1.
  held.find((call) => call.body.page === 2)!.answer(ok(answer(2)));
  held.find((call) => call.body.page === 1)!.answer(ok(answer(1)));
  await Promise.all([first, second]);
  expect(cached(2).data).toEqual(answer(2));
  expect(cached(1).data).toEqual(answer(1));
  first.unsubscribe();
  second.unsubscribe();
});

it('asks again after a change that touches the list (its tag)', async () => {
  const { held, spy } = heldPosts();
  const subscription = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 1, per_page: 10 }));
  held[0]!.answer(ok(answer(1)));
  await subscription;
  store.dispatch(serverData.util.invalidateTags(['MailLog']));
  await settle();
  expect(spy).toHaveBeenCalledTimes(2);
  held[1]!.answer(ok(answer(3)));
  await settle();
  expect(cached(1).data).toEqual(answer(3));
  subscription.unsubscribe();
});

it('drops the data of a screen that is gone', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(ok(answer(1)));
  const subscription = store.dispatch(mailLog.endpoints.mailLogForTest.initiate({ page: 1, per_page: 10 }));
  await subscription;
  subscription.unsubscribe();
  await settle();
  expect(cached(1).data).toBeUndefined();
});
