/** Debian's Chromium, never a downloaded browser. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
    '--disable-background-networking', '--disable-component-update', '--disable-default-apps',
    '--disable-sync', '--no-first-run',
  ],
};
