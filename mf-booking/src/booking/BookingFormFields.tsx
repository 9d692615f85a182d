import {
  Box,
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
import { DROPDOWN_LIST_HEIGHT_PX, PRIVACY_MESSAGES, PRIVACY_PATH, PUNE_AREAS, upperFirst } from '@wellness/shared';
import { LabelledField, TextField } from '@wellness/shared/ui/field';
import type { RefObject } from 'react';
import type { BookingValues } from './bookingPayload';
import type { BookingFormState } from './useBookingForm';

const areaCollection = createListCollection({ items: PUNE_AREAS.map((area) => ({ label: area, value: area })) });

/** The fields that hold text (everything but the consent box). */
type TextFieldName = { [K in keyof BookingValues]: BookingValues[K] extends string ? K : never }[keyof BookingValues];

/** A radio group's or list's label laid out as Field.Label is, so that its required mark stands apart ("Area *"). */
const REQUIRED_LABEL_LAYOUT = { display: 'flex', alignItems: 'center', gap: '1' } as const;

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

/** The booking form's text field: its rule's message shown once touched, what typing strips stripped. */
function BookingTextField({
  booking,
  name,
  label,
  inputRef,
  type = 'text',
  inputMode,
  autoComplete,
}: {
  booking: BookingFormState;
  name: TextFieldName;
  label: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete?: string;
}) {
  const { form } = booking;
  return (
    <TextField
      label={label}
      error={booking.errorOf(name)}
      // The name field says which characters it refused, as it refuses them.
      note={name === 'name' ? booking.nameNote : undefined}
      reserveErrorSpace
      inputRef={inputRef}
      name={name}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={booking.onText}
      onBlur={name === 'contact' ? booking.onContactBlur : form.handleBlur}
    />
  );
}

/** Area: one of the localities in and around Pune, from a list. */
function AreaField({ booking }: { booking: BookingFormState }) {
  const { form, errorOf } = booking;
  return (
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
  );
}

/** Who the visitor is and where the visit is: name, contact, e-mail, age, the address with its area and pin code. */
export function VisitorFields({ booking, firstFieldRef }: { booking: BookingFormState; firstFieldRef?: RefObject<HTMLInputElement | null> }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <BookingTextField booking={booking} name="name" label="Name" autoComplete="name" inputRef={firstFieldRef} />
        <BookingTextField booking={booking} name="contact" label="Contact" type="tel" inputMode="tel" autoComplete="tel-national" />
        <BookingTextField booking={booking} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
        <BookingTextField booking={booking} name="age" label="Age" inputMode="numeric" />
      </SimpleGrid>
      <BookingTextField booking={booking} name="address" label="Address" autoComplete="street-address" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AreaField booking={booking} />
        <BookingTextField booking={booking} name="pinCode" label="Pin Code" inputMode="numeric" autoComplete="postal-code" />
      </SimpleGrid>
    </>
  );
}

/** One choice of a few, as radio buttons (the visitor's gender, the therapist's preferred gender). */
export function ChoiceField({
  booking,
  name,
  label,
  choices,
}: {
  booking: BookingFormState;
  name: 'gender' | 'preferGender';
  label: string;
  choices: readonly string[];
}) {
  const error = booking.errorOf(name);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <RadioGroup.Root
        name={name}
        value={booking.form.values[name] || null}
        onValueChange={(details) => booking.choose(name, details.value ?? '')}
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
              <RadioGroup.ItemText>{upperFirst(choice)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <ErrorSlot message={error} />
    </Field.Root>
  );
}

/** The optional words about the visit, and the honeypot that only bots fill in. */
export function NotesFields({ booking }: { booking: BookingFormState }) {
  const { form, onText } = booking;
  return (
    <>
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
    </>
  );
}

/**
 * The Digital Personal Data Protection Act 2023: the visitor reads what the details are for and agrees
 * before anything is sent. The notice opens in a new tab, so that the form keeps what was typed.
 */
export function PrivacyConsent({ booking }: { booking: BookingFormState }) {
  const error = booking.errorOf('consent');
  return (
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
      <Field.Root invalid={Boolean(error)} required>
        <Checkbox.Root
          name="consent"
          checked={booking.form.values.consent}
          onCheckedChange={(details) => booking.choose('consent', details.checked === true)}
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
        <ErrorSlot message={error} />
      </Field.Root>
    </Stack>
  );
}
