import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/*
 * The one theme of the SPA (docs/adr/0005-component-library.md). Colours: a green brand whose
 * shade 6 (#1f7a4d, the buttons and links) keeps 5.3:1 against white; greys and the error colour
 * are darkened where Mantine's defaults fall under WCAG AA for text (dimmed text, errors,
 * placeholders). Type: the system font stack, a modest scale. Radius: 8 px everywhere.
 * Component defaults are plain objects, not `Button.extend(...)`: importing the components here
 * would put every one of them in the initial download instead of the routes that use them.
 */

const brand: MantineColorsTuple = [
  '#e9f6ef',
  '#d5ecdf',
  '#aad8bf',
  '#7cc29d',
  '#56b081',
  '#3da36f',
  '#1f7a4d',
  '#186340',
  '#124d32',
  '#0b3723',
];

/** Text on white and on the page's light grey (#f4f6f5) must read at 4.5:1 or better. */
export const ACCESSIBLE_TEXT = {
  dimmed: '#56625d',
  error: '#b42318',
  placeholder: '#6f7a75',
  anchor: '#1b6b44',
} as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, monospace",
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.25' },
      h2: { fontSize: '1.125rem', lineHeight: '1.35' },
      h3: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // Required fields are announced by their `required` attribute; optional ones say "(optional)" in
    // their label. No visual asterisk: it would also become part of the label's text.
    ...Object.fromEntries(
      [
        'InputWrapper',
        'TextInput',
        'PasswordInput',
        'Textarea',
        'Select',
        'MultiSelect',
        'DateInput',
        'NumberInput',
        'RadioGroup',
        'CheckboxGroup',
      ].map((name) => [name, { defaultProps: { withAsterisk: false } }]),
    ),
    Anchor: { defaultProps: { underline: 'hover' } },
    Alert: { defaultProps: { variant: 'light', radius: 'md' } },
    Badge: { defaultProps: { radius: 'sm', variant: 'light' } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Checkbox: { defaultProps: { radius: 'sm' } },
    // No focus placeholder inside role="menu" (axe: a menu holds menu items only).
    Menu: {
      defaultProps: {
        shadow: 'md',
        position: 'bottom-end',
        withinPortal: true,
        withInitialFocusPlaceholder: false,
      },
    },
    Modal: {
      defaultProps: { centered: true, radius: 'lg', overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
    },
    Paper: { defaultProps: { radius: 'lg' } },
    Popover: { defaultProps: { shadow: 'md', radius: 'md' } },
    Select: { defaultProps: { checkIconPosition: 'right', allowDeselect: false } },
    Table: { defaultProps: { verticalSpacing: 'sm', horizontalSpacing: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    Textarea: { defaultProps: { radius: 'md', autosize: true, minRows: 3 } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': ACCESSIBLE_TEXT.dimmed,
    '--mantine-color-error': ACCESSIBLE_TEXT.error,
    '--mantine-color-placeholder': ACCESSIBLE_TEXT.placeholder,
    '--mantine-color-anchor': ACCESSIBLE_TEXT.anchor,
  },
  dark: {},
});
