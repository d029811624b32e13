import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'], headless: true });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto('http://127.0.0.1:4911/agencySignin');
await page.getByLabel('Email').waitFor();
const log = await page.evaluate(() => new Promise((resolve) => {
  const events = [];
  const xhr = new XMLHttpRequest();
  for (const t of ['loadstart','progress','load','loadend']) xhr.upload.addEventListener(t, (e) => events.push(`upload:${t}:${e.loaded}/${e.total}`));
  xhr.addEventListener('load', () => { events.push(`load:${xhr.status}`); resolve(events); });
  xhr.addEventListener('error', () => { events.push('error'); resolve(events); });
  xhr.open('POST', '/api/media/upload');
  xhr.setRequestHeader('Authorization', 'Bearer x');
  const form = new FormData(); form.append('file', new File([new Uint8Array(200000)], 'a.png', { type: 'image/png' }));
  xhr.send(form);
}));
console.log(log);
await browser.close();
