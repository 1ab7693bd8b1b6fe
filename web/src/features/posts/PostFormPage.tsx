import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

import { paths } from '@hta/functions/contract';

import { formFieldsOf } from '../../components/form/FormParts';
import { Markdown } from '../../components/Markdown';
import { RegistryFormPage } from '../../components/registry/RegistryFormPage';
import type { FieldsOf } from '../../lib/registries';

type PostFields = FieldsOf<'posts'>;
const F = formFieldsOf<PostFields>();

function Preview() {
  const body = useWatch<PostFields, 'body'>({ name: 'body' });
  return (
    <Paper variant="outlined" sx={{ p: 2, minHeight: 160 }}>
      <Markdown>{body || '_Nothing to preview yet._'}</Markdown>
    </Paper>
  );
}

function PostFields() {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <>
      <F.Text name="title" label="Title" required autoFocus />
      <Tabs value={tab} onChange={(_, v: 'write' | 'preview') => setTab(v)} aria-label="Body">
        <Tab value="write" label="Write" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      {tab === 'write' ? (
        <F.Text
          name="body"
          label="Text (Markdown)"
          required
          multiline
          minRows={8}
          helperText="Markdown: **bold**, lists, tables, [links](/site). HTML is not allowed."
        />
      ) : (
        <Preview />
      )}
      <F.Switch name="pinned" label="Pin to the top of the feed" />
    </>
  );
}

/** post/create and post/:id/edit (admins; the server refuses anyone else too). */
export default function PostFormPage() {
  return (
    <RegistryFormPage
      registry="posts"
      empty={{ title: '', body: '', pinned: false }}
      addTitle="New post"
      editTitle={() => 'Edit post'}
      cancelTo={(p) => (p ? paths.post(p.id) : paths.whatsNew)}
      submitLabel="Publish"
      maxWidth={880}
    >
      {() => <PostFields />}
    </RegistryFormPage>
  );
}
