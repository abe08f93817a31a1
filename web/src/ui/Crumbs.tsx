import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

/** The way to a screen: a link to each level above, then where one is (the folder screens). */
export function Crumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <Breadcrumbs separator="/">
      {trail.map((c) => (
        <Anchor key={c.to} component={Link} to={c.to} size="sm">
          {c.label}
        </Anchor>
      ))}
      <Text size="sm">{current}</Text>
    </Breadcrumbs>
  );
}
