import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/apiErrors';
import { readBackup } from '../../lib/localBackup';
import { useAutosave } from './useAutosave';

interface Values {
  title: string;
}

function setup(save: (values: Values, version: number) => Promise<number>, auto = true) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { title: 'First' } });
    const autosave = useAutosave({ form, backupKey: 'k', version: 1, auto, save, delayMs: 1000 });
    return { form, autosave };
  });
}

const type = async (hook: ReturnType<typeof setup>, title: string) => {
  await act(async () => {
    hook.result.current.form.setValue('title', title);
    await Promise.resolve();
  });
};

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('copies each change to the browser at once and saves after a pause, then drops the copy', async () => {
    const save = vi.fn((_: Values, version: number) => Promise.resolve(version + 1));
    const hook = setup(save);
    await type(hook, 'Second');
    expect(readBackup<Values>('k')?.values.title).toBe('Second');
    expect(hook.result.current.autosave.state.kind).toBe('unsaved');
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledExactlyOnceWith({ title: 'Second' }, 1);
    expect(hook.result.current.autosave.state.kind).toBe('saved');
    expect(hook.result.current.autosave.version).toBe(2);
    expect(readBackup('k')).toBeNull();
  });

  it('the browser copy keeps the values at its version, the base a conflict is merged from', async () => {
    const save = vi.fn((_: Values, version: number) => Promise.resolve(version + 1));
    const hook = setup(save);
    await type(hook, 'Second');
    expect(readBackup<Values>('k')).toMatchObject({
      version: 1,
      values: { title: 'Second' },
      base: { title: 'First' },
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await type(hook, 'Third');
    expect(readBackup<Values>('k')).toMatchObject({
      version: 2,
      values: { title: 'Third' },
      base: { title: 'Second' },
    });
  });

  it('knows the moment a save resolves that nothing is pending, before the next render', async () => {
    const save = vi.fn((_: Values, version: number) => Promise.resolve(version + 1));
    const hook = setup(save, false);
    await type(hook, 'Second');
    const { isPending, saveNow } = hook.result.current.autosave;
    expect(isPending()).toBe(true);
    let pendingRightAfter: boolean | undefined;
    await act(async () => {
      await saveNow();
      pendingRightAfter = isPending();
    });
    expect(pendingRightAfter).toBe(false);
  });

  it('saves changes made during a save next, over the new version', async () => {
    let finish: (v: number) => void = () => undefined;
    const save = vi
      .fn<(values: Values, version: number) => Promise<number>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockImplementation((_, version) => Promise.resolve(version + 1));
    const hook = setup(save);
    await type(hook, 'Second');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await type(hook, 'Third');
    await act(async () => {
      finish(2);
      await Promise.resolve();
    });
    expect(hook.result.current.autosave.state.kind).toBe('unsaved');
    expect(readBackup<Values>('k')).toMatchObject({ version: 2, values: { title: 'Third' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenLastCalledWith({ title: 'Third' }, 2);
    expect(hook.result.current.autosave.state.kind).toBe('saved');
  });

  it('never sends two saves at once: every save asked while one is slow waits, then one goes over its version', async () => {
    // A server that refuses a save over any version but its latest, as the real one does.
    let stored = 1;
    let finish: () => void = () => undefined;
    const save = vi
      .fn<(values: Values, version: number) => Promise<number>>()
      .mockImplementationOnce(
        () => new Promise((resolve) => (finish = () => resolve((stored += 1)))),
      )
      .mockImplementation((_, version) =>
        version === stored
          ? Promise.resolve((stored += 1))
          : Promise.reject(new ApiError('aborted', 'Someone else saved.', {})),
      );
    const hook = setup(save);
    await type(hook, 'Second');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // While that save is slow: an edit and a pause (its save waits), another and a pause (so
    // does that one), and "save now" asked as well.
    await type(hook, 'Third');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await type(hook, 'Fourth');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    let savedNow: Promise<boolean> = Promise.resolve(false);
    act(() => void (savedNow = hook.result.current.autosave.saveNow()));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save.mock.calls).toEqual([
      [{ title: 'Second' }, 1],
      [{ title: 'Fourth' }, 2],
    ]);
    expect(await savedNow).toBe(true);
    expect(hook.result.current.autosave.state.kind).toBe('saved');
    expect(hook.result.current.autosave.version).toBe(3);
    expect(readBackup('k')).toBeNull();
  });

  it('sends nothing more over a version refused as a conflict: saves waiting behind it stay unsent', async () => {
    let refuse: () => void = () => undefined;
    const save = vi
      .fn<(values: Values, version: number) => Promise<number>>()
      .mockImplementationOnce(
        () =>
          new Promise((_, reject) => {
            refuse = () => reject(new ApiError('aborted', 'Someone else saved.', {}));
          }),
      )
      .mockImplementation((_, version) => Promise.resolve(version + 1));
    const hook = setup(save);
    await type(hook, 'Mine');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await type(hook, 'Mine, typed during the save');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(async () => {
      refuse();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.autosave.state.kind).toBe('conflict');
    expect(readBackup<Values>('k')?.values.title).toBe('Mine, typed during the save');
  });

  it('stops on a conflict, keeps the copy, and saves over their version only when asked', async () => {
    const save = vi
      .fn<(values: Values, version: number) => Promise<number>>()
      .mockRejectedValueOnce(new ApiError('aborted', 'Someone else saved.', {}))
      .mockImplementation((_, version) => Promise.resolve(version + 1));
    const hook = setup(save);
    await type(hook, 'Mine');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current.autosave.state.kind).toBe('conflict');
    await type(hook, 'Mine, more');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(readBackup<Values>('k')?.values.title).toBe('Mine, more');
    await act(async () => {
      await hook.result.current.autosave.overwrite(7);
    });
    expect(save).toHaveBeenLastCalledWith({ title: 'Mine, more' }, 7);
    expect(hook.result.current.autosave.state.kind).toBe('saved');
  });

  it('puts the server’s field errors on their fields and keeps the copy', async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ApiError('invalid-argument', 'Check the form.', { 'fields.title': 'Too long.' }),
      ),
    );
    const hook = setup(save);
    await type(hook, 'x'.repeat(300));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current.autosave.state.kind).toBe('invalid');
    expect(hook.result.current.form.getFieldState('title').error?.message).toBe('Too long.');
    expect(readBackup('k')).not.toBeNull();
  });

  it('does not save by itself when autosave is off (a submitted evaluation)', async () => {
    const save = vi.fn((_: Values, version: number) => Promise.resolve(version + 1));
    const hook = setup(save, false);
    await type(hook, 'Edited');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.autosave.pending).toBe(true);
    await act(async () => {
      await hook.result.current.autosave.saveNow((v) => ({ ...v, title: `${v.title}!` }));
    });
    expect(save).toHaveBeenCalledWith({ title: 'Edited!' }, 1);
    expect(hook.result.current.autosave.pending).toBe(false);
  });
});
