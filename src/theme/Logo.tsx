import type { LogoData } from '../shared/site.ts';

/** A logo with an optional dark-mode variant; CSS shows the one that matches the colour mode. */
export function Logo({ logo }: { logo: LogoData }) {
  const size = { width: logo.width, height: logo.height };
  if (!logo.srcDark) return <img className="logo" src={logo.src} alt={logo.alt} {...size} />;
  return (
    <>
      <img className="logo logo-light" src={logo.src} alt={logo.alt} {...size} />
      <img className="logo logo-dark" src={logo.srcDark} alt={logo.alt} {...size} />
    </>
  );
}
