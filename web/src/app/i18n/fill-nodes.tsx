import { Fragment, type ReactNode } from 'react';

/** A text of the page's words with some `{names}` filled with elements (links); others stay as written. */
export function fillNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (nodes[part] ?? `{${part}}`) : part}</Fragment>
    ));
}
