// `@theme/ThemedImage`: one image per colour mode (`sources={{ light, dark }}`). Both are in the
// HTML and CSS shows the one for the current mode, so the right one shows before any script runs
// and switches with the colour-mode toggle.
import type { ComponentProps } from 'react';

export default function ThemedImage({ sources, className, ...rest }: Omit<ComponentProps<'img'>, 'src'> & { sources: { light: string; dark: string } }) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} src={sources[mode]} className={[`themed-image themed-image--${mode}`, className].filter(Boolean).join(' ')} />
      ))}
    </>
  );
}
