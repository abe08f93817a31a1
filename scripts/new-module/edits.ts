import type { Names } from './names.ts';

/**
 * The lines a new module adds to files it shares with the others: each edit finds its anchor in today's text and
 * stops the generator with the file's name when the anchor is gone (the file changed shape: update the edit here).
 * Biome formats and sorts the result afterwards, so an edit only has to land in the right list.
 */
interface Edit {
  file: string;
  apply: (text: string, n: Names) => string;
}

/** Inserts `lines` just before the line closing the list that `opening` starts (a line equal to `closing`). */
function beforeClosing(text: string, opening: string, closing: string, lines: string, file: string): string {
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`${file}: cannot find "${opening}"; update scripts/new-module/edits.ts`);
  const end = text.indexOf(`\n${closing}\n`, start);
  if (end < 0) throw new Error(`${file}: cannot find the "${closing}" closing "${opening}"`);
  return `${text.slice(0, end + 1)}${lines}${text.slice(end + 1)}`;
}

/** Inserts `lines` before the first line that starts with `anchor`, else before the list's end. */
function beforeLine(text: string, anchor: string, lines: string): string | undefined {
  const at = text.indexOf(`\n${anchor}`);
  return at < 0 ? undefined : `${text.slice(0, at + 1)}${lines}${text.slice(at + 1)}`;
}

const append = (line: string) => (text: string) => `${text.trimEnd()}\n${line}\n`;

export const EDITS: Edit[] = [
  { file: 'contracts/src/index.ts', apply: (t, n) => append(`export * from './${n.kebab}.ts';`)(t) },
  {
    file: 'contracts/src/permissions.ts',
    apply: (t, n) =>
      beforeClosing(
        t,
        'export const PERMISSION_GROUPS',
        '];',
        `  crudGroup('${n.kebab}', '${n.sentence}', '${n.lower}', [['archive-${n.kebab}', 'Archive and reinstate ${n.lower}']]),\n`,
        'contracts/src/permissions.ts',
      ),
  },
  { file: 'server/src/db/schema/index.ts', apply: (t, n) => append(`export * from './${n.camel}.ts';`)(t) },
  {
    file: 'server/src/modules/index.ts',
    apply: (t, n) => {
      const withImport = `import { ${n.camel}Module } from './${n.kebab}/index.ts';\n${t}`;
      return beforeClosing(
        withImport,
        'export const MODULES',
        '];',
        `  ${n.camel}Module,\n`,
        'server/src/modules/index.ts',
      );
    },
  },
  {
    file: 'contracts/src/routes.ts',
    apply: (t, n) => {
      const paths = `  // Staff: ${n.lower}.
  ${n.routes.list}: '${n.paths.list}',
  ${n.routes.add}: '${n.paths.add}',
  ${n.routes.edit}: '${n.paths.edit}/:id',
  ${n.routes.view}: '${n.paths.view}/:id',

`;
      // With the staff screens, before the provider area's; at the catalogue's end when that is gone.
      const at = t.indexOf('export const webRoutes');
      const rest = at < 0 ? undefined : t.slice(at);
      const added = rest && (beforeLine(rest, '  // Provider area.', paths) ?? beforeLine(rest, '}', paths));
      if (!added) throw new Error('contracts/src/routes.ts: cannot find webRoutes; update scripts/new-module/edits.ts');
      return t.slice(0, at) + added;
    },
  },
  {
    file: 'web/src/app/adminScreens.ts',
    apply: (t, n) => {
      const page = (file: string) => `() => import('../pages/${n.kebab}/${file}.tsx')`;
      const screens = [
        `  ${n.routes.list}: ['${n.title}', ${page(`${n.pascal}ListPage`)}, ['view-${n.kebab}']],`,
        `  ${n.routes.add}: ['Add ${n.singularTitle}', ${page(`Add${n.singularPascal}Page`)}, ['add-${n.kebab}']],`,
        `  ${n.routes.edit}: ['Edit ${n.singularTitle}', ${page(`Edit${n.singularPascal}Page`)}, ['edit-${n.kebab}']],`,
        `  ${n.routes.view}: ['View ${n.singularTitle}', ${page(`View${n.singularPascal}Page`)}, ['view-${n.kebab}']],`,
      ];
      return beforeClosing(
        t,
        'export const adminScreens',
        '} satisfies Screens;',
        `${screens.join('\n')}\n`,
        'web/src/app/adminScreens.ts',
      );
    },
  },
  {
    file: 'web/src/app/layouts/navigation.ts',
    apply: (t, n) => {
      const item = `  {
    label: '${n.title}',
    icon: 'Folders',
    path: webPaths.${n.routes.list},
    permission: 'view-${n.kebab}',
    match: [webPaths.${n.routes.add}, '${n.paths.edit}/', '${n.paths.view}/'],
  },\n`;
      // Before Notifications and Settings, which close the admin sidebar; at its end when they are gone.
      const admin = t.indexOf('export const ADMIN_NAV');
      const head = t.slice(0, admin);
      const rest = beforeLine(t.slice(admin), "  { label: 'Notifications'", item);
      return rest
        ? head + rest
        : beforeClosing(t, 'export const ADMIN_NAV', '];', item, 'web/src/app/layouts/navigation.ts');
    },
  },
];
