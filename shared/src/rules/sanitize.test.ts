import { statusLabel } from './requestStatus';
import { capitalise, upperFirst } from './sanitize';
import { massagerEditFormSchema } from './schemas';

describe("a word's capital", () => {
  it('capitalise: the first letter up, the rest down, so that any casing reads the same', () => {
    expect(['pending', 'PENDING', 'pEnDiNg'].map(capitalise)).toEqual(['Pending', 'Pending', 'Pending']);
    expect(capitalise('')).toBe('');
    expect(capitalise('é')).toBe('É');
  });

  it('upperFirst: the first letter up, the rest as it is', () => {
    expect(['male', 'any', 'password', 'iPhone'].map(upperFirst)).toEqual(['Male', 'Any', 'Password', 'IPhone']);
    expect(upperFirst('')).toBe('');
  });

  it('a status label and a massager gender read alike in any casing', async () => {
    expect(['accepted', 'ACCEPTED', ''].map(statusLabel)).toEqual(['Accepted', 'Accepted', '']);
    const massager = { name: 'Ravi Patil', contact: '9876543210', email: 'ravi@example.com', address: 'Kothrud', age: '34' };
    await expect(massagerEditFormSchema.validate({ ...massager, gender: 'fEMALE' })).resolves.toMatchObject({ gender: 'Female' });
  });
});
