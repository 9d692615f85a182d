import { ADMIN_MESSAGES } from '@wellness/shared';
import type { FeedbackVideo } from '@wellness/shared/client';
import { videoLinkUpdateSchema } from '@wellness/shared/forms';
import { notify } from '@wellness/shared/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { fieldOf } from '../common/useEditForm';
import { useUpdateVideoLinkMutation } from './api';

type Values = { feedbackName: string; feedbackLink: string };

/** The shared schema's messages by field (it checks the video's id too, which the form does not show). */
async function problems(values: Values, feedbackID: number): Promise<Partial<Values>> {
  try {
    await videoLinkUpdateSchema.validate({ feedbackID, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
    return Object.fromEntries(inner.flatMap((item) => (item.path ? [[item.path, item.message] as const] : [])));
  }
}

/** The Update dialog's video (null when closed) and its form; saving closes it (and the list loads again). */
export function useVideoLinkEdit() {
  const [selected, setSelected] = useState<FeedbackVideo | null>(null);
  const [updateVideoLink] = useUpdateVideoLinkMutation();

  const form = useFormik<Values>({
    initialValues: { feedbackName: '', feedbackLink: '' },
    validate: (values) => problems(values, selected?.feedbackID ?? 1),
    onSubmit: async (values) => {
      if (!selected) {
        notify('error', ADMIN_MESSAGES.videoNoneSelected);
        return;
      }
      try {
        await updateVideoLink({ feedbackID: selected.feedbackID, ...values }).unwrap();
        notify('success', ADMIN_MESSAGES.videoUpdated);
        setSelected(null);
      } catch {
        notify('error', ADMIN_MESSAGES.videoUpdateFailed);
      }
    },
  });

  const open = (video: FeedbackVideo) => {
    setSelected(video);
    form.resetForm({ values: { feedbackName: video.feedbackName, feedbackLink: video.feedbackLink } });
  };

  const field = (name: keyof Values) => fieldOf(form, name, form.touched[name] ? form.errors[name] : undefined);

  return { selected, form, field, open, close: () => setSelected(null) };
}
