import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugin names that belong to Waku / React Server Components: never part of the Storybook build. */
const SERVER_PLUGIN = /^(waku|rsc|vite-rsc|@vitejs\/plugin-rsc)/;

function pluginNames(option: PluginOption): string[] {
  if (Array.isArray(option)) return option.flatMap(pluginNames);
  if (option && typeof option === 'object' && 'name' in option) return [option.name];
  return [];
}

function withoutServerPlugins(options: PluginOption[]): PluginOption[] {
  return options.flatMap((option): PluginOption[] => {
    if (Array.isArray(option)) return [withoutServerPlugins(option)];
    if (option && typeof option === 'object' && 'name' in option && SERVER_PLUGIN.test(option.name)) return [];
    return [option];
  });
}

const config = {
  stories: ['../stories/**/*.stories.tsx'],
  // The site's public files (profile icons...) at the same paths as in the app.
  staticDirs: ['../public'],
  // Every story is a Vitest browser test (vitest project `stories`) and an axe check (decision 039).
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  /**
   * A plain client-side React build. Vite's config loader only reads vite.config.*, never
   * waku.config.ts, and this hook also drops any Waku/RSC plugin or per-environment (rsc/ssr)
   * settings a future vite.config.* might bring, then adds @vitejs/plugin-react for JSX and
   * Fast Refresh.
   */
  async viteFinal(viteConfig) {
    const { environments: _environments, ...rest } = viteConfig;
    const plugins = withoutServerPlugins(viteConfig.plugins ?? []);
    if (!plugins.flatMap(pluginNames).some((name) => name.startsWith('vite:react'))) plugins.push(react());
    // The preview bundle is one large chunk by nature; do not warn about it on every build.
    return { ...rest, plugins, build: { ...rest.build, chunkSizeWarningLimit: 2048 } };
  },
} satisfies StorybookConfig;

export default config;
