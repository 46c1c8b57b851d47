// Types of the generated validator (ajv standalone code; see scripts/generate-config-validator.mjs).
import type { ErrorObject } from 'ajv';

declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
