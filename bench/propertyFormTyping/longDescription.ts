// A 5,000-word description (issue 17's size) as the editor's HTML: paragraphs of words drawn from a
// fixed list with a seeded generator, so every run and every machine types into the same text.

const words = [
  'spacious', 'apartment', 'villa', 'townhouse', 'bedroom', 'bathroom', 'balcony', 'terrace', 'view', 'sea',
  'marina', 'downtown', 'community', 'pool', 'gym', 'parking', 'kitchen', 'living', 'dining', 'room',
  'bright', 'open', 'plan', 'fitted', 'wardrobes', 'maid', 'study', 'storage', 'floor', 'ceiling',
  'windows', 'natural', 'light', 'quiet', 'family', 'friendly', 'close', 'to', 'the', 'metro',
  'schools', 'shops', 'beach', 'park', 'golf', 'course', 'handover', 'payment', 'plan', 'investment',
  'rental', 'yield', 'freehold', 'developer', 'premium', 'finish', 'marble', 'oak', 'smart', 'home',
  'security', 'concierge', 'lobby', 'garden', 'landscaped', 'walkway', 'and', 'with', 'a', 'of',
  'in', 'for', 'minutes', 'from', 'airport', 'mall', 'canal', 'skyline', 'sunset', 'private',
];

/** mulberry32: a small seeded generator, good enough to spread words. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `wordCount` words in paragraphs of 60 to 139 words, each sentence capitalised and ended. */
export function longDescriptionHtml(wordCount = 5_000, seed = 17): string {
  const random = seeded(seed);
  const paragraphs: string[] = [];
  let left = wordCount;
  while (left > 0) {
    const size = Math.min(left, 60 + Math.floor(random() * 80));
    const sentences: string[] = [];
    let sentence: string[] = [];
    for (let index = 0; index < size; index += 1) {
      sentence.push(words[Math.floor(random() * words.length)] ?? 'home');
      if (sentence.length >= 8 + Math.floor(random() * 12) || index === size - 1) {
        const text = sentence.join(' ');
        sentences.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
        sentence = [];
      }
    }
    paragraphs.push(`<p>${sentences.join(' ')}</p>`);
    left -= size;
  }
  return paragraphs.join('');
}
