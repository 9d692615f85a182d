import { sha256Hex } from '../hashing';
import { PUNE_AREAS } from './areas';
import { VALIDATION_MESSAGES } from './messages';
import { isBackOfficePath, isPagePath } from './routes';
import { digitsOnly, indianMobile, lettersAndSpaces, mobileAsTyped, refusedInName } from './sanitize';
import { bookingFormSchema, forgotPasswordFormSchema, loginFormSchema } from './schemas';

describe('back-office paths hide the public header, Book Now button and footer', () => {
  it.each(['/admin-panel', '/admin-panel/customer-list', '/massager-panel/massagerdashboard', '/admindashboard', '/report', '/accepted-order-report'])(
    '%s is back-office',
    (path) => expect(isBackOfficePath(path)).toBe(true),
  );
  it.each(['/', '/about-us', '/benefits', '/customerRegistration', '/unauthorized', '/xyz'])('%s is public', (path) =>
    expect(isBackOfficePath(path)).toBe(false),
  );
});

describe('which paths are pages of the site (any other answers 404)', () => {
  it.each([
    '/',
    '/about-us',
    '/about-us/',
    '/cupping-therapy-treatment',
    '/privacy',
    '/customerRegistration',
    '/unauthorized',
    '/admin-panel',
    '/admin-panel/customer-list',
    '/massager-panel/massagerdashboard',
  ])('%s is a page', (path) => expect(isPagePath(path)).toBe(true));
  it.each(['/xyz', '/no-such-page', '/about-us/more', '/admin-panelx', '/main.js', '/wake.js.map', '/index.html', ''])('%s is not', (path) =>
    expect(isPagePath(path)).toBe(false),
  );
});

describe('password hashing', () => {
  it('sends SHA-256 as lowercase hex', () => {
    expect(sha256Hex('abcd')).toBe('88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589');
  });
});

describe('what typing strips', () => {
  it('keeps letters and spaces in a name', () => {
    expect(lettersAndSpaces('Asha 2 Kulkarni!')).toBe('Asha  Kulkarni');
  });
  it('keeps at most 10 digits of a contact number', () => {
    expect(digitsOnly('+91 98765-43210 99', 10)).toBe('9198765432');
  });
  it('keeps digits only when no limit is given', () => {
    expect(digitsOnly('41 10 38')).toBe('411038');
  });
  it('keeps the letters of Indian scripts in a name, with their vowel signs', () => {
    expect(lettersAndSpaces('आशा कुलकर्णी')).toBe('आशा कुलकर्णी');
    expect(lettersAndSpaces('Dr. R. K. Joshi')).toBe('Dr R K Joshi');
  });
  it('names the characters a name refuses, each once', () => {
    expect(refusedInName('Dr. R. K. Joshi')).toBe('.');
    expect(refusedInName('Asha 2 Kulkarni!')).toBe('2!');
    expect(refusedInName('आशा कुलकर्णी')).toBe('');
  });
});

describe('a mobile number as Indians write it', () => {
  it('comes down to its 10 digits from +91, 91 or a trunk 0 in front', () => {
    for (const written of ['+91 98765 43210', '+919876543210', '91-98765-43210', '09876543210', '098765 43210', '98765 43210', '9876543210']) {
      expect(indianMobile(written)).toBe('9876543210');
    }
  });
  it('leaves other text for the 10-digit rule to refuse', () => {
    expect(indianMobile('98a76543210')).toBe('98a76543210');
    expect(indianMobile('12345')).toBe('12345');
    expect(indianMobile('+44 20 7946 0958')).toBe('442079460958');
  });
  it('is not cut short while typed with its country code', () => {
    expect(mobileAsTyped('+91 98765 43210')).toBe('+919876543210');
    expect(mobileAsTyped('0982201234 5')).toBe('09822012345');
    expect(mobileAsTyped('91 98765 43210')).toBe('919876543210');
    expect(mobileAsTyped('98a76-5432')).toBe('98765432');
    expect(mobileAsTyped('9876543210999')).toBe('9876543210');
  });
});

describe('the area dropdown', () => {
  it('offers about 60 localities in and around Pune, including those the spec names', () => {
    expect(PUNE_AREAS.length).toBeGreaterThanOrEqual(55);
    for (const area of ['Alandi', 'Aundh', 'Baner Gaon', 'Hadapsar', 'Kothrud', 'Kharadi', 'Pune', 'Wagholi', 'Warje']) {
      expect(PUNE_AREAS).toContain(area);
    }
    expect(new Set(PUNE_AREAS).size).toBe(PUNE_AREAS.length);
  });
});

describe('an e-mail needs a dot in its domain, in every form and on the server', () => {
  it.each([
    ['booking', bookingFormSchema, VALIDATION_MESSAGES.booking.emailInvalid],
    ['login', loginFormSchema, VALIDATION_MESSAGES.login.emailInvalid],
    ['forgot password', forgotPasswordFormSchema, VALIDATION_MESSAGES.reset.emailInvalid],
  ] as const)('%s refuses a@b with its own message and takes a@b.in', async (_form, schema, message) => {
    await expect(schema.validateAt('email', { email: 'a@b' })).rejects.toThrow(message);
    await expect(schema.validateAt('email', { email: 'asha@example' })).rejects.toThrow(message);
    await expect(schema.validateAt('email', { email: 'a@b.in' })).resolves.toBe('a@b.in');
  });
});
