// Types of the generated validator (ajv standalone code; see scripts/generate-openapi-validators.mjs).
import type { ErrorObject } from 'ajv';

declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
