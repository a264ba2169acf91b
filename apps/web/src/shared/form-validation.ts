/** The part of a zod schema the forms use; the contract's input schemas fit. */
export interface ValidatingSchema {
  safeParse: (data: unknown) =>
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/**
 * Form errors (field path → first message) from a schema, so forms check input with the same
 * rules as the server (the contract's schemas).
 */
export function schemaErrors(schema: ValidatingSchema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The errors without the field's: it changed, so what was said of it is no longer current. */
export function withoutError<E extends Partial<Record<string, string>>>(
  errors: E,
  field: string,
): E {
  if (!(field in errors)) return errors;
  const { [field]: _changed, ...rest } = errors;
  return rest as E;
}

export const PASSWORDS_DIFFER_TEXT = 'The passwords do not match.';
