/**
 * `@wellness/shared/forms`: the yup schemas of spec section 5 (the same ones the API runs). Apart from the
 * main entry so that pages without a form do not load yup.
 */
export * from './rules/schemas';
