/**
 * Every spelling of a new module's name, worked out once from its kebab-case plural ('purchase-orders'), so the
 * templates never derive a form themselves.
 */
export interface Names {
  /** 'purchase-orders': the server and web module folders, the contract file, permissions, the OpenAPI tag. */
  kebab: string;
  /** 'purchase-order': the audit trail's entity type. */
  singularKebab: string;
  /** 'purchaseOrders': the drizzle table, the schema file, RTK Query's api object. */
  camel: string;
  /** 'purchaseOrder': variables and the web form helpers' file. */
  singularCamel: string;
  /** 'PurchaseOrders': list functions and the table component ('listPurchaseOrders', 'PurchaseOrdersTable'). */
  pascal: string;
  /** 'PurchaseOrder': types and record functions ('PurchaseOrder', 'getPurchaseOrder'). */
  singularPascal: string;
  /** 'PURCHASE_ORDER': the contract's constants ('PURCHASE_ORDER_API'). */
  constant: string;
  /** 'purchase_orders': the SQL table. */
  snake: string;
  /** 'Purchase Orders' / 'Purchase Order': titles and the sidebar. */
  title: string;
  singularTitle: string;
  /** 'purchase orders' / 'purchase order': inside sentences. */
  lower: string;
  singularLower: string;
  /** 'Purchase orders' / 'Purchase order': the start of a sentence (messages, the permission group). */
  sentence: string;
  singularSentence: string;
  /** The screens' paths: '/purchase-orders-listing', '/add-purchase-orders', '/edit-...', '/view-...'. */
  paths: { list: string; add: string; edit: string; view: string };
  /** Their keys in the route catalogue (contracts/src/routes.ts): 'purchaseOrdersListing', 'addPurchaseOrders', ... */
  routes: { list: string; add: string; edit: string; view: string };
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The singular of an English plural noun, by the common rules ('categories', 'boxes', 'vendors'). */
function singularOf(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The singular of a name's last word: the one given, else by the common rules. */
const singularWord = (name: string, singular?: string) => singular ?? singularOf(name.split('-').at(-1) ?? name);

/**
 * Why `name` cannot name a module, or undefined when it can. `singular` is its last word's singular when the rules
 * get it wrong ('statuses': 'status').
 */
export function nameProblem(name: string, singular?: string): string | undefined {
  for (const word of [name, singular ?? 'x']) {
    if (!KEBAB.test(word)) {
      return `"${word}" is not kebab-case: use lower-case words joined by hyphens, starting with a letter (e.g. purchase-orders)`;
    }
  }
  if (singular?.includes('-')) return `--singular names the last word only ("${singular}" has a hyphen)`;
  const last = name.split('-').at(-1) ?? name;
  if (singularWord(name, singular) === last) {
    return `"${name}" does not read as a plural: name the module by its records in the plural (e.g. ${name}s), or give its last word's singular with --singular`;
  }
  return undefined;
}

/** The forms of a valid name (see nameProblem). */
export function namesOf(name: string, singular?: string): Names {
  const problem = nameProblem(name, singular);
  if (problem) throw new Error(problem);
  const words = name.split('-');
  const singularWords = [...words.slice(0, -1), singularWord(name, singular)];
  const pascalOf = (ws: string[]) => ws.map(capital).join('');
  const camelOf = (ws: string[]) => ws[0] + pascalOf(ws.slice(1));
  const lower = words.join(' ');
  const singularLower = singularWords.join(' ');
  return {
    kebab: name,
    singularKebab: singularWords.join('-'),
    camel: camelOf(words),
    singularCamel: camelOf(singularWords),
    pascal: pascalOf(words),
    singularPascal: pascalOf(singularWords),
    constant: singularWords.join('_').toUpperCase(),
    snake: words.join('_'),
    title: words.map(capital).join(' '),
    singularTitle: singularWords.map(capital).join(' '),
    lower,
    singularLower,
    sentence: capital(lower),
    singularSentence: capital(singularLower),
    paths: {
      list: `/${name}-listing`,
      add: `/add-${name}`,
      edit: `/edit-${name}`,
      view: `/view-${name}`,
    },
    routes: {
      list: `${camelOf(words)}Listing`,
      add: `add${pascalOf(words)}`,
      edit: `edit${pascalOf(words)}`,
      view: `view${pascalOf(words)}`,
    },
  };
}
