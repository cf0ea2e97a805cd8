// jsdom has no matchMedia; tests choose the screen width here and the stub in setup.ts reads it.
let wideScreen = true;

export function setWideScreen(value: boolean): void {
  wideScreen = value;
}

export function isWideScreen(): boolean {
  return wideScreen;
}
