// A registry's list page derived from its declaration: the contract's catalogue entry
// (virtual:hta/registries) gives the sorts, the filters' values, the search and where a row
// opens; the feature adds only what people read — the page's words, the columns and the labels of
// the filters it offers — and other features add their columns and filters after its own. A feature writes its list page by hand only where it does more (tabs, a
// dialog, columns that change with who is signed in).
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { catalogue } from 'virtual:hta/registries';

import type { RegistryEntry, RegistryName } from '@hta/functions/contract';
import { recordPath } from '@hta/functions/contract/registryEntry';

import { useChatLayout } from '../../lib/layout';
import { useListAdditions } from './listAdditions';
import { OfOneTechnology } from './OfOneTechnology';
import { RecordHeader } from './RecordHeader';
import { RegistryGrid, type FilterControl, type GridRow, type ListColumn } from './RegistryGrid';

/** A link in the page's header: the first is the page's main action, the others beside it. */
interface ListPageLink {
  label: string;
  to: string;
  /** Where it goes from the chat layout, where the page has a twin. */
  chatTo?: string;
  /** Default: a plus. */
  icon?: ComponentType;
}

export interface ListPageDeclaration<N extends RegistryName> {
  registry: N;
  title: string;
  subtitle: string;
  /** The table's name for screen readers; default: the title. */
  ariaLabel?: string;
  columns: Array<ListColumn<GridRow<N>>>;
  /** The declared filters the page offers, with their labels (their values come declared). */
  filters?: Array<FilterControl<N>>;
  /** Default: "Search by name". */
  searchLabel?: string;
  emptyText: string;
  links?: ListPageLink[];
  /**
   * A list a technology page links to with its "see all": what the notice over the narrowed
   * list says, and the whole list's link.
   */
  ofOneTechnology?: { what: string; all: { path: string; label: string } };
}

function HeaderLinks({ links }: { links: ListPageLink[] }) {
  const chat = useChatLayout();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {links.map(({ label, to, chatTo, icon: Icon = AddIcon }, i) => (
        <Button
          key={label}
          variant={i === 0 ? 'contained' : 'outlined'}
          startIcon={<Icon />}
          component={RouterLink}
          to={chat && chatTo ? chatTo : to}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

/** The list page of a registry, as its declaration and the feature's words make it. */
function RegistryListPage<N extends RegistryName>({
  registry,
  title,
  subtitle,
  ariaLabel = title,
  columns,
  filters,
  searchLabel = 'Search by name',
  emptyText,
  links = [],
  ofOneTechnology,
}: ListPageDeclaration<N>) {
  const entry = catalogue[registry] as RegistryEntry;
  const added = useListAdditions(registry);
  return (
    <>
      <RecordHeader
        title={title}
        subtitle={subtitle}
        actions={links.length > 0 ? <HeaderLinks links={links} /> : undefined}
      />
      {ofOneTechnology && <OfOneTechnology {...ofOneTechnology} />}
      <RegistryGrid
        registry={registry}
        ariaLabel={ariaLabel}
        columns={[...columns, ...added.columns]}
        searchLabel={searchLabel}
        filters={[...(filters ?? []), ...added.filters]}
        rowHref={(row) => recordPath(entry, row.id)}
        emptyText={emptyText}
      />
    </>
  );
}

/** A feature's list page, the default export of its module: `export default listPage({…})`. */
export function listPage<N extends RegistryName>(declaration: ListPageDeclaration<N>) {
  return function DerivedListPage() {
    return <RegistryListPage {...declaration} />;
  };
}
