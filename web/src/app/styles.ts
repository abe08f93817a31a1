/**
 * Mantine's styles in parts: main.tsx imports only what the sign-in page and the shell render (this file), the
 * signed-in layout what it and the staff home add (`app/shellStyles.ts`), every other page loads `app/allStyles.ts`
 * with its chunk (lazyPage). All use Mantine's
 * `@layer mantine` files, so the full file arriving later repeats the same rules in their original order, and the
 * app's own (unlayered) CSS always wins over Mantine's. Order as Mantine's docs ask: base, dependencies, components.
 * The modals manager and the notification stack bring their own (app/ModalsHost.tsx, app/NotificationsHost.tsx).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
