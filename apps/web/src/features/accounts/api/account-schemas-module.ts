export { authResponse, loginInput, signupInput, signupResponse } from '@punla/contract';
