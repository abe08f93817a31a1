import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Every answer goes through its contract's zod schema (convention 5): checked, unknown fields stripped, then JSON.
 * fastify-type-provider-zod's own serializer runs zod's `encode`, which walks each object key by key; a forward
 * `safeParse` runs the parser zod compiles once per object schema, about half the cost on a list page.
 * The two give the same JSON because no response schema holds a codec or a transform (an encode would
 * refuse a transform, and every API test's answer passes through here).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({
  schema,
  method,
  url,
}) => {
  const zod = 'properties' in schema ? schema.properties : schema;
  return (data) => {
    const result = zod.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
