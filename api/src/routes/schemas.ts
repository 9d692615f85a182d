/**
 * Answer schemas and their builders: written once in the shared rules (server-side only), re-exported
 * here for the routes.
 */
export * from '@wellness/shared/rules/answers';
