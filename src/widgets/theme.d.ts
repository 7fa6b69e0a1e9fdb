export interface PipkitColors {
    /** Page background. */
    bg: string;
    /** Cards, sheets, inputs. */
    surface: string;
    /** Subtle fills: pressed rows, skeletons, inactive chips. */
    surfaceAlt: string;
    text: string;
    /** Secondary text; still AA on bg and surface. */
    textMuted: string;
    border: string;
    primary: string;
    /** Text on `primary`. */
    onPrimary: string;
    /** Rising prices, buy, profit (green). */
    up: string;
    /** Falling prices, sell, loss (red). */
    down: string;
    /** Text on `up` / `down` fills. */
    onUpDown: string;
    danger: string;
    warning: string;
    /** Focus ring. */
    focus: string;
    /** Backdrop of dialogs and the spinner. */
    overlay: string;
    toastBg: string;
    toastText: string;
}
export interface PipkitTheme {
    colors: PipkitColors;
    /** Spacing scale (CSS lengths). */
    space: {
        xxs: string;
        xs: string;
        sm: string;
        md: string;
        lg: string;
        xl: string;
    };
    radii: {
        sm: string;
        md: string;
        lg: string;
        pill: string;
    };
    fonts: {
        body: string;
        mono: string;
    };
    fontSizes: {
        xs: string;
        sm: string;
        md: string;
        lg: string;
        xl: string;
        xxl: string;
    };
    /** Width of the centred app column on desktop. */
    layout: {
        maxWidth: string;
        tabBarHeight: string;
    };
    shadows: {
        card: string;
        dialog: string;
    };
    zIndex: {
        tabBar: number;
        dialog: number;
        toast: number;
        spinner: number;
    };
}
export declare const defaultTheme: PipkitTheme;
declare module 'styled-components' {
    interface DefaultTheme extends PipkitTheme {
    }
}
