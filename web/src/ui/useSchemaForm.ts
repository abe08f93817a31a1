import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/**
 * A controlled Mantine form checked by a contracts schema (the first message per field), whose submit hands over
 * the schema's output: what the API takes.
 */
export const useSchemaForm = <Values extends Record<string, unknown>, Body>(
  schema: z.ZodType<Body>,
  initialValues: Values,
) =>
  useForm<Values, (values: Values) => Body>({
    mode: 'controlled',
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    transformValues: (values) => schema.parse(values),
  });
