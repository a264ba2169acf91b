/**
 * The contract's schemas the login and sign-up screens use, loaded when the form is first
 * touched rather than with the screen: the schema library is a large part of the app's code and
 * the form shows (and can be filled in) without it.
 */
export const loadAccountSchemas = () => import('./account-schemas-module.ts');
