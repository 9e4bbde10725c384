// Drives Debian's Firefox ESR for tools/engines.py over WebDriver BiDi (puppeteer-core, which downloads
// nothing): one JSON command a line on stdin, one JSON answer a line on stdout.
//   node tools/firefox_bridge.mjs /usr/bin/firefox-esr WIDTH HEIGHT
// Commands: {op: "goto", url} | {op: "reload"} | {op: "evaluate", expression} | {op: "click", x, y}
//           | {op: "errors"} | {op: "close"}. Answers: {value} or {error}.
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [executablePath, width, height] = process.argv.slice(2);
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  // No updates, telemetry or other traffic of Firefox's own during a test.
  extraPrefsFirefox: { "app.update.enabled": false, "browser.shell.checkDefaultBrowser": false },
});
const page = (await browser.pages())[0] ?? (await browser.newPage());
await page.setViewport({ width: Number(width), height: Number(height) });
const errors = [];
page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
page.on("pageerror", (error) => errors.push(`page error: ${error.message ?? error}`));

const commands = {
  goto: ({ url }) => page.goto(url, { waitUntil: "load", timeout: 120_000 }).then(() => null),
  reload: () => page.reload({ waitUntil: "load", timeout: 120_000 }).then(() => null),
  evaluate: ({ expression }) => page.evaluate(expression),
  click: ({ x, y }) => page.mouse.click(x, y),
  errors: () => errors.splice(0),
  close: () => browser.close(),
};

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  let answer;
  try {
    answer = { value: (await commands[command.op](command)) ?? null };
  } catch (error) {
    answer = { error: String(error?.message ?? error) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
  if (command.op === "close") break;
}
process.exit(0);
