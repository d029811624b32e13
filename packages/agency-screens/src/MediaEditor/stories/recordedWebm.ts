/**
 * A one-second WebM the browser itself records from a drawn canvas, so a story's video is one this
 * browser can decode and its thumbnail is a real poster frame (no binary fixture in the repository).
 * Null where recording is unavailable.
 */
export async function recordedWebm(name: string): Promise<File | null> {
  if (typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported('video/webm')) return null;
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const stream = canvas.captureStream(10);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  recorder.start(100);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const draw = () => {
      const elapsed = performance.now() - started;
      context.fillStyle = '#0b5cad';
      context.fillRect(0, 0, 160, 120);
      context.fillStyle = '#f5b700';
      context.fillRect(20 + (elapsed / 1000) * 80, 40, 40, 40);
      if (elapsed < 1000) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await stopped;
  return new File(chunks, name, { type: 'video/webm' });
}
