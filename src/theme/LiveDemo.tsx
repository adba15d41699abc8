// The live app embed of template and sample pages, rendered as a poster: nothing from the hosted origin loads until
// the reader asks for it (the client enhances the 'Run' button). The 'Open in new tab' link works without JavaScript.
import { DEMO_ORIGIN_DEFAULT, demoUrls } from '../shared/demo.ts';

const PERMISSION_LABELS: Record<string, string> = {
  xr: 'immersive XR session',
  camera: 'camera',
  microphone: 'microphone',
  'display-capture': 'screen capture',
};

export interface LiveDemoProps {
  path: string;
  permissions?: string;
  apiKey?: string;
  keyOptional?: boolean;
  label?: string;
  origin?: string;
}

export function LiveDemo({ path, permissions = '', apiKey = '', keyOptional = false, label = '', origin = DEMO_ORIGIN_DEFAULT }: LiveDemoProps) {
  const { app, source } = demoUrls(origin, path);
  const asks = permissions.split(/\s+/).filter(Boolean).map((p) => PERMISSION_LABELS[p] ?? p);
  const kind = path.startsWith('templates/') ? 'template' : 'sample';
  return (
    <figure className="live-demo" data-demo-app={app} data-demo-permissions={permissions} data-demo-key={apiKey || undefined} data-demo-key-optional={keyOptional || undefined}>
      <div className="live-demo-stage">
        <p className="live-demo-title">{label || `Live ${kind}`}</p>
        <p className="live-demo-asks">
          {asks.length ? `When it runs, the app may ask for: ${asks.join(', ')}.` : 'The app asks for no device permissions.'}
          {apiKey ? ` It needs a Gemini API key${keyOptional ? ' for its AI features (it can run without one)' : ''}.` : ''}
        </p>
        <button type="button" className="button live-demo-run" disabled>
          {`Run ${kind}`}
        </button>
      </div>
      <figcaption className="live-demo-caption">
        <a href={app} target="_blank" rel="noopener noreferrer">
          Open in new tab
        </a>
        <a href={source} target="_blank" rel="noopener noreferrer">
          View source
        </a>
        <span className="live-demo-note">The hosted app runs the newest upstream XR Blocks, which may differ from 0.17.0.</span>
      </figcaption>
    </figure>
  );
}
