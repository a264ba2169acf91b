/** Tests keep argon2id cheap (1 MiB); production keeps OWASP's 19 MiB. */
export const TEST_PASSWORD_MEMORY_COST = 2 ** 10;
