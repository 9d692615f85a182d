import { MAIL_LOG_PAGE_SIZE } from '@wellness/shared';
import { call, ENDPOINTS } from '@wellness/shared/client';

/** One page of the mail log, newest first, and the customer mails waiting for SMTP. */
export const mailLogPage = (page: number) => call(ENDPOINTS.mailLog, { page, per_page: MAIL_LOG_PAGE_SIZE });
