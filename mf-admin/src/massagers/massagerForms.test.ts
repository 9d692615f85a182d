import { massagerEditSchema } from '@wellness/shared/forms';
import { lockNote, whileTyping } from './massagerForms';

describe('massager rule wording', () => {
  it("says 'Invalid email format' while typing and 'Invalid email Format' on submit", () => {
    expect(whileTyping('Invalid email Format')).toBe('Invalid email format');
  });
  it("says 'Age must be between 1 and 120.' while typing and 'Age must be a below 121.' on save", async () => {
    const error = await massagerEditSchema.validateAt('age', { age: '121' }).catch((e: unknown) => (e as Error).message);
    expect(error).toBe('Age must be a below 121.');
    expect(whileTyping(error)).toBe('Age must be between 1 and 120.');
  });
  it('leaves other messages alone', () => {
    expect(whileTyping('Phone number must be 10 digits.')).toBe('Phone number must be 10 digits.');
  });
});

describe("a massager's locks", () => {
  const format = (iso: string) => `[${iso}]`;
  it('says nothing when no lock holds', () => {
    expect(lockNote({ resetLockedUntil: null, loginWaitUntil: null }, format)).toBeNull();
    expect(lockNote({}, format)).toBeNull();
  });
  it('names the reset lock and the login wait with their end', () => {
    expect(lockNote({ resetLockedUntil: 'A', loginWaitUntil: null }, format)).toBe('Password reset locked until [A]');
    expect(lockNote({ resetLockedUntil: 'A', loginWaitUntil: 'B' }, format)).toBe('Password reset locked until [A]; Login waits until [B]');
  });
});
