import { Box, Field, Input, type InputProps, NativeSelect } from '@wellness/shared/chakra';
import type { ComponentProps, ReactNode, Ref } from 'react';

/**
 * The one labelled field of every form: a label tied to its control, the control, a note and the
 * field's message. Chakra's Field ties them together (the label's `for`, `aria-describedby`,
 * `aria-invalid`), so screen readers and browser tests find the control by its label.
 * Kept apart from the '@wellness/shared/ui' barrel: the visitor's booking and login forms carry
 * this file only, not the staff panels' components.
 */
export interface LabelledFieldProps {
  label: ReactNode;
  /** The field's message; shown, and the control marked invalid, when set. */
  error?: string;
  /** Marks the control invalid whose message is shown elsewhere (one message for a pair of dates). */
  invalid?: boolean;
  /** A note beneath the control, read out as it changes (a tries-left count, a refused character). */
  note?: ReactNode;
  required?: boolean;
  /** The '*' after the label of a required field (the sign-in forms, where every field is needed, omit it). */
  requiredMark?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Holds a line for the note and message even when both are empty, so that one appearing does not move what follows. */
  reserveErrorSpace?: boolean;
  /** Props of the field's root box (its width in a row of filters). */
  rootProps?: Omit<Field.RootProps, 'invalid' | 'required' | 'readOnly' | 'disabled' | 'children'>;
  children: ReactNode;
}

export function LabelledField({
  label,
  error,
  invalid,
  note,
  required = false,
  requiredMark = true,
  readOnly,
  disabled,
  reserveErrorSpace = false,
  rootProps,
  children,
}: LabelledFieldProps) {
  const beneath = (
    <>
      {note !== undefined && <Field.HelperText aria-live="polite">{note}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </>
  );
  return (
    <Field.Root {...rootProps} invalid={invalid ?? Boolean(error)} required={required} readOnly={readOnly} disabled={disabled}>
      <Field.Label>
        {label}
        {requiredMark && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {reserveErrorSpace ? (
        <Box minH="5" mt="-1">
          {beneath}
        </Box>
      ) : (
        beneath
      )}
    </Field.Root>
  );
}

/** The props of a field that LabelledField takes, beside those of the control it holds. */
type FieldPart = Omit<LabelledFieldProps, 'children' | 'readOnly' | 'disabled'>;

/** Splits a field's props: LabelledField's, and the rest, which go to the control. */
function splitField<P extends FieldPart>({ label, error, invalid, note, required, requiredMark, reserveErrorSpace, rootProps, ...control }: P) {
  return [{ label, error, invalid, note, required, requiredMark, reserveErrorSpace, rootProps }, control] as const;
}

/** A labelled text input: the field above around Chakra's Input, which takes the rest of the props. */
export function TextField({ required = true, inputRef, ...props }: FieldPart & InputProps & { inputRef?: Ref<HTMLInputElement> }) {
  const [field, input] = splitField(props);
  return (
    <LabelledField {...field} required={required} readOnly={input.readOnly} disabled={input.disabled}>
      <Input ref={inputRef} {...input} />
    </LabelledField>
  );
}

/** One choice of a SelectField: the value sent, and the text shown. */
interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A labelled native select: the field above around Chakra's NativeSelect, with its options (after an
 * empty `placeholder` choice, when given); the rest of the props go to the select element.
 */
export function SelectField({
  required = false,
  options,
  placeholder,
  ...props
}: FieldPart & Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'placeholder'> & { options: readonly SelectOption[]; placeholder?: string }) {
  const [field, select] = splitField(props);
  return (
    <LabelledField {...field} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
