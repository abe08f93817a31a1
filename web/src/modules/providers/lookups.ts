/** The name of a code in a pick-list ('TX' -> 'Texas'), or the value itself; null for nothing. */
export const nameIn = (
  list: readonly { code?: string; value?: string; _id?: string; name?: string; label?: string }[] | undefined,
  value: string | null | undefined,
): string | null => {
  if (!value) return null;
  const hit = list?.find((i) => (i.code ?? i.value ?? i._id) === value);
  return hit?.name ?? hit?.label ?? value;
};
