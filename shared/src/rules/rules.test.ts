import { sha256Hex } from '../hashing';
import { isBackOfficePath } from './routes';

describe('back-office paths hide the public header, Book Now button and footer', () => {
  it.each(['/admin-panel', '/admin-panel/customer-list', '/massager-panel/massagerdashboard', '/admindashboard', '/report', '/accepted-order-report'])(
    '%s is back-office',
    (path) => expect(isBackOfficePath(path)).toBe(true),
  );
  it.each(['/', '/about-us', '/benefits', '/customerRegistration', '/unauthorized', '/xyz'])('%s is public', (path) =>
    expect(isBackOfficePath(path)).toBe(false),
  );
});

describe('password hashing', () => {
  it('sends SHA-256 as lowercase hex', () => {
    expect(sha256Hex('abcd')).toBe('88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589');
  });
});
