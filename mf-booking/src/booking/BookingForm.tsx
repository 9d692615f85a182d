import {
  Alert,
  Box,
  Button,
  Checkbox,
  createListCollection,
  Field,
  HStack,
  Link,
  RadioGroup,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  BOOKING_MESSAGES,
  digitsOnly,
  DROPDOWN_LIST_HEIGHT_PX,
  GENDERS,
  indianMobile,
  lettersAndSpaces,
  LIMITS,
  mobileAsTyped,
  PREFERRED_GENDERS,
  PRIVACY_MESSAGES,
  PRIVACY_PATH,
  PUNE_AREAS,
  refusedInName,
  SERVER_MESSAGES,
  TIMINGS,
  VALIDATION_MESSAGES,
  whenIdle,
} from '@wellness/shared';
import type * as Forms from '@wellness/shared/forms';
import { elementAt, takePrerenderedDialogDraft } from '@wellness/shared/prerender';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import { type FormikErrors, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { type ChangeEvent, type FocusEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sendBooking } from './api';
import { type BookingValues, EMPTY_BOOKING } from './bookingPayload';
import { type Booked, BookingReference } from './BookingReference';
import { PreferredVisitFields } from './PreferredVisitFields';
import { useBookingProof } from './useBookingProof';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

const areaCollection = createListCollection({ items: PUNE_AREAS.map((area) => ({ label: area, value: area })) });
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The fields that hold text (everything but the consent box). */
type TextFieldName = { [K in keyof BookingValues]: BookingValues[K] extends string ? K : never }[keyof BookingValues];

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** What typing strips from each field (spec section 5); the digit limits also hold for pasted text. */
const SANITISE: Partial<Record<keyof BookingValues, (value: string) => string>> = {
  name: lettersAndSpaces,
  // Room for '+91' or a trunk 0 as typed; the number is kept as its 10 digits on leaving the field.
  contact: mobileAsTyped,
  pinCode: (value) => digitsOnly(value, LIMITS.pinCodeDigits),
  age: (value) => digitsOnly(value, LIMITS.ageChars),
};

/**
 * Room for one line of error under each field, so that a message appearing on blur never moves the
 * control the user is already pressing (the area list and the radio buttons open on press, act on release).
 */
function ErrorSlot({ message }: { message?: string }) {
  return (
    <Box minH="5" mt="-1">
      <Field.ErrorText>{message}</Field.ErrorText>
    </Box>
  );
}

/**
 * The API client (axios with the site's interceptors, about 22 KB compressed) is needed only when the
 * visitor submits: it loads once the form is on screen and the browser is idle, off the path of a
 * phone's first tap on Book Now.
 */
const loadClient = () => import('@wellness/shared/client');

/**
 * Nor are yup and the form's schema (about 20 KB compressed) needed to show the form or to take typing:
 * they load at the first check, which is made when the browser is idle after the form is on screen (or
 * sooner, when the visitor leaves a field or submits).
 */
let forms: Promise<typeof Forms> | null = null;
const loadForms = () => {
  forms ??= import('@wellness/shared/forms').catch((error: unknown) => {
    // A failed load is tried again at the next check.
    forms = null;
    throw error;
  });
  return forms;
};

/** The rules of spec section 5, as Formik's validationSchema would run them. */
async function validateBooking(values: BookingValues): Promise<FormikErrors<BookingValues>> {
  const { bookingFormSchema } = await loadForms();
  try {
    await validateYupSchema(values, bookingFormSchema);
    return {};
  } catch (error) {
    return yupToFormErrors<BookingValues>(error);
  }
}

/** The empty form fails at least this rule: Submit is blocked from the start, before the rules have loaded. */
const EMPTY_FORM_ERRORS: FormikErrors<BookingValues> = { name: VALIDATION_MESSAGES.booking.nameRequired };

/** Runs once, when the browser is idle after the form is on screen. */
function useWhenIdle(run: () => void): void {
  const atMount = useRef(run);
  useEffect(() => whenIdle(() => atMount.current(), { timeout: 3000, fallbackMs: 200 }), []);
}

/** A radio group's or list's label laid out as Field.Label is, so that its required mark stands apart ("Area *"). */
const REQUIRED_LABEL_LAYOUT = { display: 'flex', alignItems: 'center', gap: '1' } as const;

/** The customer registration (Book Now) form: in the dialog, and as the /customerRegistration page. */
export function BookingForm({
  onBooked,
  firstFieldRef,
  onTakeOver,
}: {
  /** Told, as the dialog is to close, the booking's reference, which then stays on the page. */
  onBooked?: (booked: Booked | null) => void;
  firstFieldRef?: RefObject<HTMLInputElement | null>;
  /** Told, as the form takes over the pre-rendered copy of the dialog, which field the visitor was in there. */
  onTakeOver?: (field: string | null) => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The name field says which characters it refused, and why, as it refuses them.
  const [nameRefused, setNameRefused] = useState('');
  // Stays until the visitor closes it (or, in the dialog, goes with the dialog to the page).
  const [reference, setReference] = useState<Booked | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));
  // The answer appears beside Submit, where the visitor pressed: scrolled into view should the
  // message push Submit down past a phone's screen.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  const proof = useBookingProof(loadClient);
  const form = useFormik<BookingValues>({
    initialValues: EMPTY_BOOKING,
    initialErrors: EMPTY_FORM_ERRORS,
    validate: validateBooking,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      let failedStatus: ((error: unknown) => number | undefined) | null = null;
      try {
        const client = await loadClient();
        failedStatus = client.failedStatus;
        const data = await sendBooking(client, values, await proof.take());
        const booked: Booked | null =
          typeof data?.reference === 'string' ? { reference: data.reference, link: typeof data.link === 'string' ? data.link : null } : null;
        setOutcome({ kind: 'success', message: BOOKING_MESSAGES.success });
        setReference(booked);
        helpers.resetForm();
        setNameRefused('');
        later(TIMINGS.bookingSuccessMessageMs, () => setOutcome(null));
        if (onBooked)
          later(TIMINGS.bookingModalCloseMs, () => {
            onBooked(booked);
            setReference(null);
          });
      } catch (error) {
        // A limited visitor keeps everything typed, and is told to wait.
        const limited = failedStatus?.(error) === 429;
        setOutcome({ kind: 'error', message: limited ? SERVER_MESSAGES.tooManyRequests : BOOKING_MESSAGES.error });
      }
    },
  });

  // What the visitor typed and chose on the pre-rendered copy of this dialog while the live one loaded,
  // and the list or button pressed there (Area opens, Submit submits), once the form is live.
  const formElement = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const draft = takePrerenderedDialogDraft();
    if (!draft) return;
    onTakeOver?.(draft.focus);
    const values = { ...EMPTY_BOOKING };
    for (const [name, value] of Object.entries(draft.values)) {
      if (!(name in EMPTY_BOOKING)) continue;
      const field = name as keyof BookingValues;
      // A box is in the draft only when it was ticked there.
      values[field] = (typeof EMPTY_BOOKING[field] === 'boolean' ? true : (SANITISE[field]?.(value) ?? value)) as never;
    }
    // Checked with the rest at the first check (useWhenIdle below), not on the way in.
    void form.setValues(values, false);
    // The copy is gone from this moment: the field the visitor was in takes the focus in this same task,
    // so that no key pressed before the dialog's focus trap starts is lost. The values arrive before the
    // next key does (an update made here renders at once), and with them the caret goes to the end.
    const within = formElement.current;
    if (draft.focus) {
      const named = `[name="${CSS.escape(draft.focus)}"]`;
      (within?.querySelector<HTMLElement>(`${named}:checked`) ?? within?.querySelector<HTMLElement>(named))?.focus({ preventScroll: true });
    }
    const pressed = draft.pressed;
    if (pressed && within) later(0, () => (elementAt(within, pressed) as HTMLElement | null)?.click());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only at mount: the copy is gone after this
  }, []);
  useFocusFirstInvalid(formElement, form);
  useWhenIdle(() => {
    void loadClient().catch(() => undefined);
    proof.prepare();
    void form.validateForm();
  });

  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as keyof BookingValues;
    const sanitise = SANITISE[name];
    // The note stays while the visitor types on, and goes with the name.
    if (name === 'name') setNameRefused((shown) => (event.target.value === '' ? '' : refusedInName(event.target.value) || shown));
    void form.setFieldValue(name, sanitise ? sanitise(event.target.value) : event.target.value);
  };
  const onContactBlur = (event: FocusEvent<HTMLInputElement>) => {
    const mobile = indianMobile(form.values.contact);
    if (mobile !== form.values.contact && mobile.length === LIMITS.bookingContactDigits) void form.setFieldValue('contact', mobile);
    form.handleBlur(event);
  };
  // A picker's choice is complete when made: its rule shows at once, not on leaving the field.
  const onDate = (date: string) => {
    void form.setFieldValue('preferredDate', date);
    void form.setFieldTouched('preferredDate', true, false);
  };
  const onSlot = (time: string) => {
    void form.setFieldValue('preferredTime', time);
    void form.setFieldTouched('preferredTime', true, false);
  };
  const errorOf = (name: keyof BookingValues) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);

  const textField = (
    name: TextFieldName,
    label: string,
    options: { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      required={options.required ?? true}
      error={errorOf(name)}
      // The name field says which characters it refused, as it refuses them.
      note={name === 'name' ? nameRefused && BOOKING_MESSAGES.nameRefused(nameRefused) : undefined}
      reserveErrorSpace
      inputRef={name === 'name' ? firstFieldRef : undefined}
      name={name}
      type={options.type ?? 'text'}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete}
      value={form.values[name]}
      onChange={onText}
      onBlur={name === 'contact' ? onContactBlur : form.handleBlur}
    />
  );

  const radioField = (name: 'gender' | 'preferGender', label: string, choices: readonly string[]) => (
    <Field.Root invalid={Boolean(errorOf(name))} required>
      <RadioGroup.Root
        name={name}
        value={form.values[name] || null}
        onValueChange={(details) => {
          void form.setFieldValue(name, details.value ?? '');
          void form.setFieldTouched(name, true, false);
        }}
        colorPalette="green"
        aria-label={label}
      >
        <RadioGroup.Label {...REQUIRED_LABEL_LAYOUT}>
          {label}
          <Field.RequiredIndicator />
        </RadioGroup.Label>
        <HStack gap="5" mt="2" wrap="wrap">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice} value={choice}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{capitalise(choice)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <ErrorSlot message={errorOf(name)} />
    </Field.Root>
  );

  return (
    <form ref={formElement} onSubmit={form.handleSubmit} noValidate aria-label="Book a home visit">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField('name', 'Name', { autoComplete: 'name' })}
          {textField('contact', 'Contact', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
          {textField('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {textField('age', 'Age', { inputMode: 'numeric' })}
        </SimpleGrid>
        {textField('address', 'Address', { autoComplete: 'street-address' })}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={Boolean(errorOf('area'))} required>
            <Select.Root
              collection={areaCollection}
              name="area"
              value={form.values.area ? [form.values.area] : []}
              onValueChange={(details) => void form.setFieldValue('area', details.value[0] ?? '')}
              onOpenChange={(details) => !details.open && void form.setFieldTouched('area', true)}
              positioning={{ sameWidth: true }}
            >
              <Select.HiddenSelect />
              <Select.Label {...REQUIRED_LABEL_LAYOUT}>
                Area
                <Field.RequiredIndicator />
              </Select.Label>
              <Select.Control>
                <Select.Trigger>
                  <Select.ValueText placeholder="Select your area" />
                </Select.Trigger>
                <Select.IndicatorGroup>
                  <Select.Indicator />
                </Select.IndicatorGroup>
              </Select.Control>
              <Select.Positioner>
                <Select.Content maxH={`${DROPDOWN_LIST_HEIGHT_PX}px`} overflowY="auto">
                  {areaCollection.items.map((item) => (
                    <Select.Item item={item} key={item.value}>
                      {item.label}
                      <Select.ItemIndicator />
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Positioner>
            </Select.Root>
            <ErrorSlot message={errorOf('area')} />
          </Field.Root>
          {textField('pinCode', 'Pin Code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {radioField('gender', 'Gender', GENDERS)}
          {radioField('preferGender', 'Preferred Gender', PREFERRED_GENDERS)}
        </SimpleGrid>
        <PreferredVisitFields
          date={form.values.preferredDate}
          time={form.values.preferredTime}
          area={form.values.area}
          preferGender={form.values.preferGender}
          dateError={errorOf('preferredDate')}
          timeError={errorOf('preferredTime')}
          onDate={onDate}
          onTime={onSlot}
          onBlur={form.handleBlur}
        />
        <LabelledField label="Issue">
          <Textarea name="issue" value={form.values.issue} onChange={onText} placeholder="Pain, stiffness or anything we should know" rows={2} />
        </LabelledField>
        <TextField
          label="Therapy"
          required={false}
          name="therapy"
          value={form.values.therapy}
          onChange={onText}
          placeholder="For example Ayurvedic body massage"
        />
        {/* Honeypot: invisible to people and to screen readers, tempting to bots. */}
        <Box position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden" aria-hidden="true">
          <label>
            Website
            <input name="website" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={onText} />
          </label>
        </Box>
        {/* The Digital Personal Data Protection Act 2023: the visitor reads what the details are for and
            agrees before anything is sent. The notice opens in a new tab, so that the form keeps what was typed. */}
        <Stack gap="2">
          <Text fontSize="sm" color="gray.700">
            {PRIVACY_MESSAGES.notice}{' '}
            <Link
              href={PRIVACY_PATH}
              target="_blank"
              rel="noopener"
              color="brand.700"
              textDecoration="underline"
              textUnderlineOffset="3px"
              focusVisibleRing="outside"
            >
              {PRIVACY_MESSAGES.noticeLink}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </Text>
          <Field.Root invalid={Boolean(errorOf('consent'))} required>
            <Checkbox.Root
              name="consent"
              checked={form.values.consent}
              onCheckedChange={(details) => {
                void form.setFieldValue('consent', details.checked === true);
                void form.setFieldTouched('consent', true, false);
              }}
              colorPalette="green"
              alignItems="flex-start"
            >
              {/* Points at its message as the text fields' inputs do (the field gives them theirs). */}
              <Field.Context>{(field) => <Checkbox.HiddenInput aria-errormessage={field.invalid ? field.ids.errorText : undefined} />}</Field.Context>
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>
                {PRIVACY_MESSAGES.consentLabel}
                <Field.RequiredIndicator />
              </Checkbox.Label>
            </Checkbox.Root>
            <ErrorSlot message={errorOf('consent')} />
          </Field.Root>
        </Stack>
        {(outcome || reference) && (
          <Stack ref={outcomeRef} gap="3">
            {outcome && (
              <Alert.Root status={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{outcome.message}</Alert.Title>
                </Alert.Content>
              </Alert.Root>
            )}
            {reference && <BookingReference {...reference} onDismiss={() => setReference(null)} />}
          </Stack>
        )}
        {/* Blocked while a rule fails, as the spec says, but not dead: a press sends nothing and shows
            every failing rule's message at once (Formik touches every field on submit). */}
        <Button
          type="submit"
          colorPalette="green"
          size="lg"
          aria-disabled={!form.isValid || undefined}
          disabled={form.isSubmitting}
          loading={form.isSubmitting}
          loadingText="Submitting..."
        >
          Submit
        </Button>
      </Stack>
    </form>
  );
}
