import { MASSAGER_MESSAGES } from '@wellness/shared';
import { ACTION_STATUS, ACTION_SUCCESS, confirmationQuestion, isActionEnabled, isShownInList, needsConfirmation } from './requestActions';

describe('which action is enabled for which status (spec section 4)', () => {
  it.each([
    // status,     accept, reject, complete
    ['pending', true, true, false],
    ['accepted', false, false, true],
    ['completed', false, false, false],
  ])('%s: Accept %s, Reject %s, Complete %s', (status, accept, reject, complete) => {
    expect(isActionEnabled('accept', status)).toBe(accept);
    expect(isActionEnabled('reject', status)).toBe(reject);
    expect(isActionEnabled('complete', status)).toBe(complete);
  });

  it('reads the status whatever its case', () => {
    expect(isActionEnabled('complete', 'Pending')).toBe(false);
    expect(isActionEnabled('accept', 'ACCEPTED')).toBe(false);
  });
});

it('sends accepted, rejected and completed', () => {
  expect(ACTION_STATUS).toEqual({ accept: 'accepted', reject: 'rejected', complete: 'completed' });
});

it('asks before accepting or rejecting, not before completing', () => {
  expect(needsConfirmation('accept')).toBe(true);
  expect(needsConfirmation('reject')).toBe(true);
  expect(needsConfirmation('complete')).toBe(false);
});

it('words the confirmation for the action and names the customer', () => {
  const accept = confirmationQuestion('accept', 'Asha Kulkarni');
  const reject = confirmationQuestion('reject', 'Asha Kulkarni');
  expect(accept.text).toMatch(/accept the request of Asha Kulkarni/);
  expect(accept.confirmLabel).toMatch(/accept/i);
  expect(accept.palette).toBe('green');
  expect(reject.text).toMatch(/reject the request of Asha Kulkarni/);
  expect(reject.confirmLabel).toMatch(/reject/i);
  expect(reject.palette).toBe('red');
});

it("says 'Successfully Accepted', 'Successfully Rejected' and 'Successfully Completed', each with an emoji", () => {
  const emoji = /\p{Extended_Pictographic}/u;
  expect(ACTION_SUCCESS.accept.startsWith(MASSAGER_MESSAGES.accepted)).toBe(true);
  expect(ACTION_SUCCESS.reject.startsWith(MASSAGER_MESSAGES.rejected)).toBe(true);
  expect(ACTION_SUCCESS.complete.startsWith(MASSAGER_MESSAGES.completed)).toBe(true);
  for (const message of Object.values(ACTION_SUCCESS)) expect(message).toMatch(emoji);
});

it('hides completed and rejected requests, shows pending and accepted ones', () => {
  expect(['pending', 'accepted', 'completed', 'rejected'].filter(isShownInList)).toEqual(['pending', 'accepted']);
});
