import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@wellness/shared';
import { bookingFormSchema } from '@wellness/shared/forms';
import { EMPTY_BOOKING, toBookingPayload } from './bookingPayload';

const valid = {
  ...EMPTY_BOOKING,
  name: 'Asha Kulkarni',
  contact: '9876543210',
  email: 'asha@example.com',
  address: '12 Karve Road',
  area: 'Kothrud',
  pinCode: '411038',
  gender: 'female',
  age: '34',
  preferGender: 'female',
  consent: true,
};

describe('the booking payload (spec section 3)', () => {
  it('appends the area and pin code to the address, comma-separated; no preferred visit, no appointment; the notice agreed to', () => {
    expect(toBookingPayload(valid)).toEqual({
      name: 'Asha Kulkarni',
      contact: '9876543210',
      email: 'asha@example.com',
      address: '12 Karve Road, Kothrud, 411038',
      issue: '',
      therapy: '',
      gender: 'female',
      age: '34',
      preferGender: 'female',
      appointment: '',
      consent: PRIVACY_NOTICE_VERSION,
    });
  });

  it('carries the preferred visit in the appointment: the day and slot, or the day alone', () => {
    expect(toBookingPayload({ ...valid, preferredDate: '2026-12-01', preferredTime: '10:30' }).appointment).toBe('2026-12-01 10:30');
    expect(toBookingPayload({ ...valid, preferredDate: '2026-12-01' }).appointment).toBe('2026-12-01');
  });

  it('carries the honeypot only when something filled it in', () => {
    expect(toBookingPayload({ ...valid, website: 'http://spam.example' })).toHaveProperty('website', 'http://spam.example');
  });
});

describe('the booking rules (spec section 5)', () => {
  const errors = async (values: Partial<typeof valid>) => {
    try {
      await bookingFormSchema.validate({ ...valid, ...values }, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('accepts a complete booking with optional issue and therapy left empty', async () => {
    expect(await errors({})).toEqual([]);
  });
  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'Asha2' }, 'Characters only.'],
    [{ contact: '' }, 'Contact number is required'],
    [{ contact: '987654321' }, 'Contact number must be 10 digits'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'asha@' }, 'Email is not valid'],
    [{ gender: '' }, 'Gender is required'],
    [{ preferGender: '' }, 'Preferred Gender is required'],
    [{ address: '' }, 'Address is required'],
    [{ area: '' }, 'City is required'],
    [{ pinCode: '' }, 'Pin Code is required'],
    [{ age: '' }, 'Age is required'],
    [{ age: '121' }, 'Age must be between 0 and 120'],
    [{ consent: false }, PRIVACY_MESSAGES.consentRequired],
  ])('%o gives %s', async (values, message) => {
    expect(await errors(values)).toContain(message);
  });
  it('accepts a name in Marathi, vowel signs and all', async () => {
    expect(await errors({ name: 'आशा कुलकर्णी' })).toEqual([]);
  });
  it('accepts a contact number written with +91 or a trunk 0, and sends its 10 digits', async () => {
    for (const contact of ['+91 98765 43210', '+919876543210', '09876543210']) {
      expect(await errors({ contact })).toEqual([]);
      expect(toBookingPayload({ ...valid, contact }).contact).toBe('9876543210');
    }
  });
  it('accepts the ages 0 and 120', async () => {
    expect(await errors({ age: '0' })).toEqual([]);
    expect(await errors({ age: '120' })).toEqual([]);
  });
});
