import { MAIL_LOG_PAGE_SIZE } from '@wellness/shared';
import { ENDPOINTS, type MailLogAnswer } from '@wellness/shared/client';
import { ask, serverData } from '@wellness/shared/query';

/** A page of the mail log with its number, so that the pages follow the rows shown. */
interface MailLogPage extends MailLogAnswer {
  page: number;
}

const mailLogApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the mail log, newest first, and the customer mails waiting for SMTP. */
    mailLog: build.query<MailLogPage, number>({
      query: (page) => ask(ENDPOINTS.mailLog)({ page, per_page: MAIL_LOG_PAGE_SIZE }),
      transformResponse: (answer: MailLogAnswer, _meta, page) => ({ ...answer, page }),
      providesTags: ['MailLog'],
    }),
  }),
});

export const { useMailLogQuery } = mailLogApi;
