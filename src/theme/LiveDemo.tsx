// The live app embed of template and sample pages, a React island. It renders as a poster: nothing from the hosted
// origin loads until the reader asks for it with 'Run template' / 'Run sample'. Apps that need a Gemini API key ask
// for it in the page; the key is kept in this tab (or on this device when the reader ticks 'Remember on this
// device') and reaches the app only as the `key` parameter of the iframe's address, never the page's.
// The 'Open in new tab' and 'View source' links work without JavaScript.
// What only a browser can do for it (storage, the network, focus, a form's fields) is the island's code's to give
// (DemoBrowser): the theme renders the same on the server, which has none of these.
import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { demoUrls, type DemoHosting } from '../shared/demo.ts';
import { LOADING_DELAY_MS } from '../shared/dom.ts';
import { Spinner } from './ErrorScreens.tsx';
import { unreachable } from '../shared/unreachable.ts';

const PERMISSION_LABELS: Record<string, string> = {
  xr: 'immersive XR session',
  camera: 'camera',
  microphone: 'microphone',
  'display-capture': 'screen capture',
};
/** Declared permission → iframe `allow` feature. */
const ALLOW_FEATURES: Record<string, string> = { xr: 'xr-spatial-tracking', camera: 'camera', microphone: 'microphone', 'display-capture': 'display-capture' };
const KEY_NAMES: Record<string, string> = { gemini: 'Gemini API key' };
/** How long the hosted origin may take to answer before the reader is told it cannot be reached. */
export const DEMO_TIMEOUT_MS = 15_000;

export interface LiveDemoProps {
  path: string;
  permissions?: string;
  apiKey?: string;
  keyOptional?: boolean;
  label?: string;
  hosting: DemoHosting;
  /** Overrides DEMO_TIMEOUT_MS (tests). */
  timeoutMs?: number;
}

/** What a live demo has the browser do: given by the island's code (src/client/islands/LiveDemo.tsx). */
export interface DemoBrowser {
  /** The key kept for this kind of API key (this tab's, else this device's), or ''. */
  storedKey(name: string): string;
  /** Keeps the key in this tab, or on this device when `remember`, and drops the other copy. */
  storeKey(name: string, key: string, remember: boolean): void;
  forgetKey(name: string): void;
  /** Settles when the app's origin answers (fulfilled) or cannot be reached (rejected), or when `signal` aborts. */
  reach(app: string, signal: AbortSignal): Promise<unknown>;
  /** Moves the focus to the first element of `within` that `selector` matches. */
  focus(within: HTMLElement, selector: string): void;
  /** The key the reader typed in the form, trimmed. */
  typedKey(form: HTMLFormElement): string;
}

const serverHasNoBrowser = (): never => {
  throw new Error("A live demo's browser actions run only in its island's code (src/client/islands/LiveDemo.tsx), which provides DemoBrowserContext.");
};
/** The server renders the poster, which calls none of these; the island's code provides the browser's. */
export const DemoBrowserContext = createContext<DemoBrowser>({
  storedKey: serverHasNoBrowser,
  storeKey: serverHasNoBrowser,
  forgetKey: serverHasNoBrowser,
  reach: serverHasNoBrowser,
  focus: serverHasNoBrowser,
  typedKey: serverHasNoBrowser,
});

type State = { step: 'poster' } | { step: 'key' } | { step: 'checking'; key: string } | { step: 'running'; key: string } | { step: 'unreachable'; key: string; reason: string };

export function allowList(permissions: string): string {
  return permissions
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => ALLOW_FEATURES[p] ?? p)
    .join('; ');
}

/** The iframe's address: the app, plus the key as its `key` URL parameter. */
export function demoFrameUrl(app: string, key: string): string {
  if (!key) return app;
  const url = new URL(app);
  url.searchParams.set('key', key);
  return url.href;
}

export function LiveDemo({ path, permissions = '', apiKey = '', keyOptional = false, label = '', hosting, timeoutMs = DEMO_TIMEOUT_MS }: LiveDemoProps) {
  const { app, source } = demoUrls(hosting, path);
  const host = new URL(app).host;
  const asks = permissions.split(/\s+/).filter(Boolean).map((p) => PERMISSION_LABELS[p] ?? p);
  const kind = path.startsWith('templates/') ? 'template' : 'sample';
  const keyName = KEY_NAMES[apiKey] ?? `${apiKey} API key`;
  const [state, setState] = useState<State>({ step: 'poster' });
  const [remember, setRemember] = useState(false);
  const [slow, setSlow] = useState(false);
  const inputId = useId();
  const noteId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const browser = useContext(DemoBrowserContext);

  const start = (key: string) => setState({ step: 'checking', key });
  const run = () => {
    if (!apiKey) return start('');
    const key = browser.storedKey(apiKey);
    if (key) return start(key);
    setState({ step: 'key' });
  };

  // Reachability: an opaque no-cors request tells a network failure (or a timeout) from an origin that answers.
  useEffect(() => {
    if (state.step !== 'checking') return;
    const controller = new AbortController();
    let done = false;
    const fail = (reason: string) => {
      if (done) return;
      done = true;
      controller.abort();
      setState({ step: 'unreachable', key: state.key, reason });
    };
    const timer = setTimeout(() => fail(`it did not answer within ${Math.round(timeoutMs / 1000)} seconds`), timeoutMs);
    browser.reach(app, controller.signal).then(
      () => {
        if (done) return;
        done = true;
        setState({ step: 'running', key: state.key });
      },
      () => fail('the connection failed'),
    );
    return () => {
      done = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, app, timeoutMs, browser]);

  // The spinner shows only when checking takes longer than the loading delay.
  useEffect(() => {
    setSlow(false);
    if (state.step !== 'checking') return;
    const timer = setTimeout(() => setSlow(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  useEffect(() => {
    if (!stage.current) return;
    if (state.step === 'key') browser.focus(stage.current, 'input');
    if (state.step === 'running' || state.step === 'unreachable') browser.focus(stage.current, 'iframe, [role="alert"]');
  }, [state.step, browser]);

  const submitKey = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = browser.typedKey(event.currentTarget);
    if (!key) return;
    browser.storeKey(apiKey, key, remember);
    start(key);
  };

  const runLabel = `Run ${kind}`;
  let body;
  switch (state.step) {
    case 'poster':
      body = (
        <>
          <p className="live-demo-title">{label || `Live ${kind}`}</p>
          <p className="live-demo-asks">
            {asks.length ? `When it runs, the app may ask for: ${asks.join(', ')}.` : 'The app asks for no device permissions.'}
            {apiKey ? ` It needs a ${keyName}${keyOptional ? ' for its AI features (it can run without one)' : ''}.` : ''}
          </p>
          <button type="button" className="action-button live-demo-run" onClick={run}>
            {runLabel}
          </button>
        </>
      );
      break;
    case 'key':
      body = (
        <form className="live-demo-key" onSubmit={submitKey}>
          <p className="live-demo-title">{label || `Live ${kind}`}</p>
          <label htmlFor={inputId}>{keyName}</label>
          <input id={inputId} name="key" type="password" autoComplete="off" spellCheck={false} required={!keyOptional} aria-describedby={noteId} />
          <label className="live-demo-remember">
            <input type="checkbox" checked={remember} onChange={() => setRemember(!remember)} /> Remember on this device
          </label>
          <p className="live-demo-key-note" id={noteId}>
            Your key stays in this browser: for this tab only, or on this device if you tick the box. It is handed to the {kind} as the <code>key</code> parameter of
            its address ({host}) and is never sent to this documentation site or put in this page's address.
          </p>
          <div className="live-demo-actions">
            <button type="submit" className="action-button">
              {runLabel}
            </button>
            {keyOptional && (
              <button type="button" className="action-button action-button-secondary" onClick={() => start('')}>
                Run without a key
              </button>
            )}
            <button type="button" className="action-button action-button-secondary" onClick={() => setState({ step: 'poster' })}>
              Cancel
            </button>
          </div>
        </form>
      );
      break;
    case 'checking':
      body = slow ? <Spinner label={`Connecting to ${host}…`} /> : null;
      break;
    case 'running':
      body = (
        <iframe
          className="live-demo-frame"
          src={demoFrameUrl(app, state.key)}
          title={label || `Live ${kind}: ${path}`}
          allow={allowList(permissions)}
          allowFullScreen
        />
      );
      break;
    case 'unreachable':
      body = (
        <div className="live-demo-error" role="alert" tabIndex={-1}>
          <p className="live-demo-title">Cannot reach {host}</p>
          <p>
            The {kind} is hosted at {host}, and {state.reason}. The site may be down, or your network may block it. Try again later, or open it in a new tab.
          </p>
          <button type="button" className="action-button" onClick={() => start(state.key)}>
            Retry
          </button>
        </div>
      );
      break;
    default:
      unreachable(state);
  }
  return (
    <figure className="live-demo" data-demo-app={app} data-demo-permissions={permissions} data-demo-key={apiKey || undefined} data-demo-key-optional={keyOptional || undefined} data-demo-state={state.step}>
      <div className={`live-demo-stage${state.step === 'running' ? ' running' : ''}`} ref={stage}>
        {body}
      </div>
      <figcaption className="live-demo-caption">
        <a href={app} target="_blank" rel="noopener noreferrer">
          Open in new tab
        </a>
        <a href={source} target="_blank" rel="noopener noreferrer">
          View source
        </a>
        {state.step === 'running' && (
          <button type="button" className="button-clean live-demo-stop" onClick={() => setState({ step: 'poster' })}>
            Stop
          </button>
        )}
        {state.step === 'running' && state.key && (
          <button
            type="button"
            className="button-clean live-demo-stop"
            onClick={() => {
              browser.forgetKey(apiKey);
              setState({ step: 'poster' });
            }}
          >
            Forget my key
          </button>
        )}
        {hosting.note && <span className="live-demo-note">{hosting.note}</span>}
      </figcaption>
    </figure>
  );
}
