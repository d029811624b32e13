import { RichTextView } from '@marketplace/ui';

/** The project's rich description, sanitised (loaded apart: the sanitiser is 12 KiB gzip and this view is not the first one). */
export default function ProjectAboutRichText({ html }: { html: string }) {
  return <RichTextView html={html} />;
}
