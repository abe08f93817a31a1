import type { Names } from '../names.ts';

/** web/src/modules/<kebab>/api.ts, after facilities/api.ts: RTK Query endpoints derived from the descriptors. */
export const webApi = (
  n: Names,
) => `import { ${n.constant}_API, type ${n.singularPascal}ListBody } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

export type ${n.singularPascal}SortBy = NonNullable<${n.singularPascal}ListBody['sortBy']>;

const E = ${n.constant}_API;
const tags = recordTags('${n.singularPascal}');

const ${n.camel}Api = api.enhanceEndpoints({ addTagTypes: ['${n.singularPascal}'] }).injectEndpoints({
  endpoints: (build) => ({
    list${n.pascal}: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 is the screen's not-found card. */
    get${n.singularPascal}: build.query(queryOf(E.get, { silent: [404], providesTags: tags.record })),
    /** 400 (a field, a name taken) is shown by the form. */
    create${n.singularPascal}: build.mutation(mutationOf(E.create, { silent: [400], invalidatesTags: tags.created })),
    update${n.singularPascal}: build.mutation(mutationOf(E.update, { silent: [400], invalidatesTags: tags.changed })),
    /** 409 when already archived; the screens refresh either way. */
    archive${n.singularPascal}: build.mutation(mutationOf(E.archive, { invalidatesTags: tags.touched })),
    /** 409 when not archived. */
    reinstate${n.singularPascal}: build.mutation(mutationOf(E.reinstate, { invalidatesTags: tags.touched })),
  }),
});

export const {
  useList${n.pascal}Query,
  useGet${n.singularPascal}Query,
  useCreate${n.singularPascal}Mutation,
  useUpdate${n.singularPascal}Mutation,
  useArchive${n.singularPascal}Mutation,
  useReinstate${n.singularPascal}Mutation,
} = ${n.camel}Api;
`;

/** web/src/modules/<kebab>/paths.ts: the screens' paths, from the route catalogue (contracts/src/routes.ts). */
export const webPaths = (n: Names) => `import { ${n.constant}_MESSAGES, webPaths } from '@portal/contracts';

/** The ${n.lower} screens (adminScreens.ts mounts them). */
export const ${n.constant}_PATHS = {
  list: webPaths.${n.routes.list},
  add: webPaths.${n.routes.add},
  edit: webPaths.${n.routes.edit},
  view: webPaths.${n.routes.view},
};

/** What a ${n.singularLower}'s screens show while it loads or when it is missing. */
export const ${n.constant}_RECORD = {
  backTo: ${n.constant}_PATHS.list,
  backLabel: '${n.title}',
  notFound: ${n.constant}_MESSAGES.notFound,
};
`;

/** web/src/modules/<kebab>/<singularCamel>Form.ts, after facilityForm.ts: form values <-> contract input. */
export const formValues = (n: Names) => `import type { ${n.singularPascal} } from '@portal/contracts';

/** The form's values (a type alias: the zod resolver wants a Record<string, unknown>). */
type ${n.singularPascal}FormValues = {
  name: string;
  description: string;
};

/** A stored ${n.singularLower} as the edit form's values; a new one starts empty. */
export const ${n.singularCamel}FormValues = (record?: ${n.singularPascal}): ${n.singularPascal}FormValues => ({
  name: record?.name ?? '',
  description: record?.description ?? '',
});
`;

/** web/src/modules/<kebab>/<singularCamel>Form.test.ts, after facilityForm.test.ts. */
export const formTest = (
  n: Names,
) => `import { type ${n.singularPascal}, ${n.singularCamel}InputSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ${n.singularCamel}FormValues } from './${n.singularCamel}Form.ts';

const stored: ${n.singularPascal} = {
  _id: '0195f1a2-0000-7000-8000-000000000001',
  name: 'Northwind',
  description: null,
  status: 'active',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('${n.singularLower} form values', () => {
  it('starts empty, and the contract refuses an empty name with the message the form shows', () => {
    const values = ${n.singularCamel}FormValues();
    expect(values).toEqual({ name: '', description: '' });
    const result = ${n.singularCamel}InputSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'Name is required']]);
  });

  it('turns a stored ${n.singularLower} into values and back into the body the API takes', () => {
    const values = ${n.singularCamel}FormValues(stored);
    expect(values).toEqual({ name: 'Northwind', description: '' });
    expect(${n.singularCamel}InputSchema.parse({ ...values, name: '  Northwind  ' })).toEqual({
      name: 'Northwind',
      description: '',
    });
  });
});
`;
