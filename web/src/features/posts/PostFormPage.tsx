import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';

import { postFields, type Post, type PostFieldsInput } from '@hta/functions/contract';

import {
  ConflictAlert,
  FormActions,
  FormErrors,
  FormSwitch,
  FormText,
  LeaveGuard,
} from '../../components/form/FormParts';
import { useRecordForm } from '../../components/form/useRecordForm';
import { Markdown } from '../../components/Markdown';
import { useNotify } from '../../components/notifications/NotificationProvider';
import { RecordFormPage } from '../../components/registry/RecordFormPage';
import { useCreatePost, usePost, useUpdatePost } from './api';

const EMPTY: PostFieldsInput = { title: '', body: '', pinned: false };

function Preview() {
  const body = useWatch<PostFieldsInput, 'body'>({ name: 'body' });
  return (
    <Paper variant="outlined" sx={{ p: 2, minHeight: 160 }}>
      <Markdown>{body || '_Nothing to preview yet._'}</Markdown>
    </Paper>
  );
}

function PostForm({ record }: { record: Post | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreatePost();
  const update = useUpdatePost();
  const query = usePost(record?.id ?? '');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const { form, formError, conflict, submit, blocker } = useRecordForm(
    postFields,
    record ? { title: record.title, body: record.body, pinned: record.pinned } : EMPTY,
  );
  const onSubmit = submit(async (fields) => {
    const saved = record
      ? (await update.mutateAsync({ id: record.id, version: record.version, fields })).post
      : (await create.mutateAsync({ fields })).post;
    notify({ type: 'positive', message: 'The post was published.' });
    await navigate(`/post/${saved.id}`);
  });
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} sx={{ maxWidth: 880 }}>
        {conflict && record && <ConflictAlert onReload={() => void query.refetch()} />}
        <FormErrors formError={formError} />
        <FormText name="title" label="Title" required autoFocus />
        <Tabs value={tab} onChange={(_, v: 'write' | 'preview') => setTab(v)} aria-label="Body">
          <Tab value="write" label="Write" />
          <Tab value="preview" label="Preview" />
        </Tabs>
        {tab === 'write' ? (
          <FormText
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
        <FormSwitch name="pinned" label="Pin to the top of the feed" />
        <FormActions
          submitting={form.formState.isSubmitting}
          onCancel={() => void navigate(record ? `/post/${record.id}` : '/whats-new')}
          label="Publish"
        />
      </Stack>
      <LeaveGuard blocker={blocker} />
    </FormProvider>
  );
}

/** post/create and post/:id/edit (admins; the server refuses anyone else too). */
export default function PostFormPage() {
  const { id } = useParams();
  const query = usePost(id ?? '');
  return (
    <RecordFormPage
      query={id ? query : undefined}
      record={(data) => data.post}
      addTitle="New post"
      editTitle={() => 'Edit post'}
      form={(record) => <PostForm record={record} />}
    />
  );
}
