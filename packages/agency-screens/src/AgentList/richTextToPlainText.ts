// Elements after which the text starts a new line, so paragraphs and list items stay apart.
const blockSelector = 'p,div,li,h1,h2,h3,h4,h5,h6,tr,blockquote,pre,section,article';

/**
 * The text of a description the server may send as rich-text HTML, for rendering as text: the
 * markup is parsed into an inert document (DOMParser runs no script and loads no image), scripts and
 * styles are dropped, line breaks and block ends become new lines, and only the text is kept. Nothing
 * of the server's markup reaches the page as HTML.
 */
export function richTextToPlainText(value: string): string {
  if (!/[<&]/.test(value)) return value.trim();
  const document = new DOMParser().parseFromString(value, 'text/html');
  for (const element of document.querySelectorAll('script,style,template,noscript,iframe,object')) element.remove();
  for (const lineBreak of document.querySelectorAll('br')) lineBreak.replaceWith('\n');
  for (const block of document.querySelectorAll(blockSelector)) block.append('\n');
  return (document.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
