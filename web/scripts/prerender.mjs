// After `vite build`: renders the public entry pages (src/prerender.tsx, built for Node by
// `vite build --ssr`) and puts their HTML into dist/index.html as <template> elements. A small inline script
// copies the template for the current path into #root before first paint — only when no session is stored (a
// signed-in visitor is redirected by the app instead). Every other path gets the plain shell as before.
// The copy is `inert` until React has hydrated it (main.tsx): a click or keystroke before then would reach a
// form or button with no handler yet (a native form submit, a dialog that never opens).
// See docs/decisions/0012-web-code-splitting.md.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = join(web, '.prerender');
const indexFile = join(web, 'dist/index.html');

const { renderAll } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
const pages = await renderAll();

let html = readFileSync(indexFile, 'utf8');
if (html.includes('data-prerender=')) throw new Error('dist/index.html is already prerendered');
const templates = Object.entries(pages)
  .map(([path, pageHtml]) => `<template data-prerender="${path}">${pageHtml}</template>`)
  .join('');
const pick =
  '<script>(function(){try{var s=[localStorage,sessionStorage].some(function(x){return x.getItem("access_token")});' +
  'if(s)return;var p=location.pathname.replace(/\\/+$/,"")||"/";if(p==="/home")p="/";' +
  "var t=document.querySelector('template[data-prerender=\"'+p+'\"]');if(!t)return;" +
  'var r=document.getElementById("root");r.appendChild(t.content.cloneNode(true));' +
  'r.setAttribute("data-prerendered","");r.setAttribute("inert","")}catch(e){}})()</script>';
const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('dist/index.html has no empty #root');
html = html.replace(root, `${root}${templates}${pick}`);
writeFileSync(indexFile, html);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).join(', ')} into dist/index.html`);
