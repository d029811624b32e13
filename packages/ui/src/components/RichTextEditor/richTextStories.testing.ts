/** Rich-text values for the editor's stories and tests (ui has no marketplace fixtures to borrow). */

const sentences = [
  'Bright open-plan living with floor-to-ceiling windows and a wide balcony over the marina.',
  'The kitchen is fitted with stone counters, built-in appliances and a breakfast bar.',
  'Residents share a pool, a gym, a children’s play area and covered parking.',
  'Schools, clinics and a metro station are within a ten-minute walk.',
];

/** A description using every toolbar format: a heading, bold, a colour, a list and a link. */
export function typicalRichText(): string {
  return (
    '<h2>Marina view apartment</h2>' +
    `<p>${sentences[0]} <b><strong>Ready to move in.</strong></b></p>` +
    `<p><span style="color: #b42318">Limited offer:</span> ${sentences[1]}</p>` +
    `<ul><li value="1">${sentences[2]}</li><li value="2">${sentences[3]}</li></ul>` +
    '<p>Floor plans at <a href="https://example.com/plans">example.com/plans</a>.</p>'
  );
}

/** About `words` words of paragraphs, for the long state and the keystroke benchmark. */
export function longRichText(words = 5000): string {
  const paragraphs: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index += 1) {
    const text = `${sentences[index % sentences.length]} ${sentences[(index + 1) % sentences.length]}`;
    paragraphs.push(`<p>${text}</p>`);
    count += text.split(' ').length;
  }
  return paragraphs.join('');
}

/** What a paste from Word or a web page can carry: mso styles, a script, an image with onerror, a javascript: link, nested tables. */
export const dirtyPastedHtml =
  '<html><head><style>p.MsoNormal{mso-style-parent:""}</style></head><body>' +
  '<p class="MsoNormal" style="mso-line-height-alt:12pt;font-family:Calibri;color:#c00000">Pasted <b>offer</b></p>' +
  '<script>window.__pastedScriptRan = true</script>' +
  '<img src="missing.png" onerror="window.__pastedImageRan = true">' +
  '<p><a href="javascript:window.__pastedLinkRan = true">Click me</a></p>' +
  '<table><tr><td>Outer<table><tr><td>Inner cell</td></tr></table></td></tr></table>' +
  '</body></html>';
